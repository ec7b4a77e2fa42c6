import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import {
  changedFormValues,
  type FormControlValues,
  readFormControls,
} from "../lib/forms/read-form-controls";

// Layout effect in the browser: read the DOM before any re-render can overwrite it.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Once, when the form first mounts (hydrates), hands `adopt` the fields whose DOM value differs
 * from `current`: what the visitor typed, ticked or chose, or the browser autofilled, before
 * React took over. Every form of the site uses it, so no early input is ever lost.
 */
export function useAdoptTypedValues<State extends object>(
  formRef: RefObject<HTMLFormElement>,
  current: State,
  adopt: (changed: Partial<State>, dom: FormControlValues) => void,
): void {
  const first = useRef({ current, adopt });
  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const dom = readFormControls(form);
    const changed = changedFormValues(first.current.current, dom);
    if (Object.keys(changed).length > 0) first.current.adopt(changed, dom);
  }, [formRef]);
}
