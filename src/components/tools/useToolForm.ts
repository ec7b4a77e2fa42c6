import { useCallback, useMemo, useRef, useState, type RefObject } from "react";
import { useAdoptTypedValues } from "../../hydration/useAdoptTypedValues";

export type ToolFormValues = Record<string, string | string[]>;

export interface ToolFormReading<Values extends ToolFormValues, Input> {
  /** The calculator's input, or null while any field cannot be used. */
  input: Input | null;
  /** Messages by field name, for the fields that have one. */
  errors: Partial<Record<keyof Values, string>>;
}

export interface ToolForm<Values extends ToolFormValues, Input> {
  formRef: RefObject<HTMLFormElement>;
  /** What the fields hold, exactly as typed. */
  values: Values;
  errors: Partial<Record<keyof Values, string>>;
  /** The input to show results for: the current one, or the last usable one. */
  input: Input;
  /** True while the results are for the last usable input rather than what is on screen. */
  stale: boolean;
  update: (patch: Partial<Values>) => void;
}

/**
 * A calculator form's state: the fields as typed (so "99." stays while typing), their check,
 * and the last input that could be calculated, so the results never show NaN or jump to a
 * default while a field is being retyped. Values typed before hydration are adopted.
 * `read` must not depend on anything that changes between renders.
 */
export function useToolForm<Values extends ToolFormValues, Input>(
  defaults: Values,
  read: (values: Values) => ToolFormReading<Values, Input>,
): ToolForm<Values, Input> {
  const formRef = useRef<HTMLFormElement>(null);
  const readRef = useRef(read);
  const [state, setState] = useState(() => {
    const first = read(defaults);
    if (first.input === null) throw new Error("A tool's default values must be usable.");
    return { values: defaults, lastInput: first.input };
  });

  const update = useCallback((patch: Partial<Values>) => {
    setState((previous) => {
      const values = { ...previous.values, ...patch };
      const reading = readRef.current(values);
      return { values, lastInput: reading.input ?? previous.lastInput };
    });
  }, []);

  useAdoptTypedValues(formRef, defaults, (changed) => update(changed));

  // Read once per change of the values, so `input` keeps its identity across other renders
  // (a deferred copy of it then lags only when it really changed).
  const reading = useMemo(() => readRef.current(state.values), [state.values]);
  return {
    formRef,
    values: state.values,
    errors: reading.errors,
    input: reading.input ?? state.lastInput,
    stale: reading.input === null,
    update,
  };
}
