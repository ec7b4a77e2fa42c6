import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  CHECKLIST_STORAGE_KEY,
  type Checklist,
  type ChecklistState,
  DEFAULT_CHECKLIST_STATE,
  emptySectionFields,
  mergeChecklistStates,
  parseChecklistState,
  resetChecklist,
  restoreChecklist,
  serialiseChecklistState,
  ticksByChecklist,
  toggleChecklistItem,
} from "../lib/tools/checklists";
import { useAdoptTypedValues } from "../hydration/useAdoptTypedValues";

function readStoredState(checklists: readonly Checklist[]): ChecklistState | null {
  try {
    return parseChecklistState(window.localStorage.getItem(CHECKLIST_STORAGE_KEY), checklists);
  } catch {
    // Storage switched off or blocked: the ticks live for this visit only.
    return null;
  }
}

function writeStoredState(state: ChecklistState): boolean {
  try {
    window.localStorage.setItem(CHECKLIST_STORAGE_KEY, serialiseChecklistState(state));
    return true;
  } catch {
    return false;
  }
}

export interface ChecklistStateControls {
  state: ChecklistState;
  /** False until the saved ticks have been read (after hydration). */
  loaded: boolean;
  /** False when the browser refuses local storage: ticks are then lost on leaving the page. */
  saving: boolean;
  toggle: (checklistId: string, itemId: string) => void;
  /** Unticks a whole list and returns what was ticked, for an undo. */
  reset: (checklistId: string) => string[];
  restore: (checklistId: string, ids: readonly string[]) => void;
}

/**
 * The ticked items of every checklist, kept in this browser's local storage.
 *
 * The first render (prebuilt HTML and hydration) has nothing ticked; once hydrated, the ticks
 * the visitor made before the scripts ran (read from the form's checkboxes, named by list and
 * section and valued by item) are joined to the saved ones. Another tab's changes are followed too.
 */
export function useChecklistState(
  checklists: readonly Checklist[],
  formRef: RefObject<HTMLFormElement>,
): ChecklistStateControls {
  const [state, setState] = useState<ChecklistState>(DEFAULT_CHECKLIST_STATE);
  const [loaded, setLoaded] = useState(false);
  const [saving, setSaving] = useState(true);
  const stateRef = useRef(state);
  stateRef.current = state;

  // Every section as a checkbox group that starts empty, the shape the form's controls read as.
  const emptyForm = useMemo<ChecklistState>(() => emptySectionFields(checklists), [checklists]);
  useAdoptTypedValues(formRef, emptyForm, (changed) => {
    const early = parseChecklistState(
      serialiseChecklistState(ticksByChecklist(checklists, changed)),
      checklists,
    );
    setState((current) => mergeChecklistStates(current, early));
  });

  useEffect(() => {
    const stored = readStoredState(checklists);
    if (stored) setState((current) => mergeChecklistStates(stored, current));
    setSaving(stored !== null);
    setLoaded(true);

    const followOtherTabs = (event: StorageEvent) => {
      if (event.key !== CHECKLIST_STORAGE_KEY) return;
      setState(parseChecklistState(event.newValue, checklists));
    };
    window.addEventListener("storage", followOtherTabs);
    return () => window.removeEventListener("storage", followOtherTabs);
  }, [checklists]);

  useEffect(() => {
    if (loaded) setSaving(writeStoredState(state));
  }, [loaded, state]);

  const toggle = useCallback((checklistId: string, itemId: string) => {
    setState((current) => toggleChecklistItem(current, checklistId, itemId));
  }, []);

  const reset = useCallback((checklistId: string) => {
    const removed = stateRef.current[checklistId] ?? [];
    setState((current) => resetChecklist(current, checklistId));
    return [...removed];
  }, []);

  const restore = useCallback((checklistId: string, ids: readonly string[]) => {
    setState((current) => restoreChecklist(current, checklistId, ids));
  }, []);

  return { state, loaded, saving, toggle, reset, restore };
}
