import { useCallback, useEffect, useRef, useState } from "react";

/**
 * One open submenu at a time within a container: toggled by its button,
 * closed by Escape (focus returns to the button) or a pointer press outside.
 */
export function useSubmenuGroup<Id extends string>() {
  const [openId, setOpenId] = useState<Id | null>(null);
  const containerRef = useRef<HTMLElement | null>(null);
  const buttonRefs = useRef(new Map<Id, HTMLButtonElement | null>());

  const close = useCallback(() => setOpenId(null), []);
  const toggle = useCallback((id: Id) => setOpenId((current) => (current === id ? null : id)), []);
  const registerButton = useCallback(
    (id: Id) => (element: HTMLButtonElement | null) => {
      buttonRefs.current.set(id, element);
    },
    [],
  );

  useEffect(() => {
    if (openId === null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      buttonRefs.current.get(openId)?.focus();
      close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, close]);

  return { openId, toggle, close, containerRef, registerButton };
}
