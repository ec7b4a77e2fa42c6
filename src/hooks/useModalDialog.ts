import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from "react";
import { keepTabInside, lockPageScroll } from "../lib/dialog-behaviour";

/**
 * A <dialog> shown as a modal while the component is mounted: focus moves to `initialFocus`,
 * Tab stays inside, the page behind does not scroll, and Escape or a click on the backdrop calls
 * `onClose` (React closes the dialog by removing it). Whoever opened it puts focus back.
 * Returns the dialog's ref and the pointer handlers that tell a backdrop click.
 */
export function useModalDialog(onClose: () => void, initialFocus: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const pressedOnBackdrop = useRef(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    initialFocus.current?.focus();
    const unlockScroll = lockPageScroll();
    const close = () => onCloseRef.current();
    // Escape: the browser's "cancel"; React closes the dialog by removing it.
    const cancel = (event: Event) => {
      event.preventDefault();
      close();
    };
    // Focus can sit on the page body after a click on text, so Tab is watched document-wide.
    const trapTab = (event: KeyboardEvent) => keepTabInside(event, dialog);
    dialog.addEventListener("cancel", cancel);
    dialog.addEventListener("close", close);
    document.addEventListener("keydown", trapTab);
    return () => {
      dialog.removeEventListener("cancel", cancel);
      dialog.removeEventListener("close", close);
      document.removeEventListener("keydown", trapTab);
      if (dialog.open) dialog.close();
      unlockScroll();
    };
    // The focus target is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The dialog's own box is covered by its content, so a press on the dialog itself is a press
  // on the backdrop. Both ends of the click must be there: a text selection dragged out of the
  // content must not close it.
  const backdropHandlers = {
    onPointerDown: (event: PointerEvent<HTMLDialogElement>) => {
      pressedOnBackdrop.current = event.target === event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (pressedOnBackdrop.current && event.target === event.currentTarget) onCloseRef.current();
      pressedOnBackdrop.current = false;
    },
  };
  return { dialogRef, backdropHandlers };
}
