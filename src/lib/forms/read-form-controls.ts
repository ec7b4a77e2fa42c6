/**
 * What a form's controls hold right now, by field name: text, email, tel, textarea and select
 * as strings, radio groups as the chosen value ("" when none), checkboxes as the list of ticked
 * values and multiple selects as lists. Used when a prebuilt form hydrates, so whatever the
 * visitor typed or the browser autofilled before the scripts ran becomes the form's state.
 */
export type FormControlValues = Record<string, string | string[]>;

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  );
}

const SKIPPED_INPUT_TYPES = new Set(["button", "submit", "reset", "image", "file", "hidden"]);

export function readFormControls(form: HTMLFormElement): FormControlValues {
  const values: FormControlValues = {};
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || element.disabled) continue;
    const { name } = element;
    if (element instanceof HTMLInputElement) {
      if (SKIPPED_INPUT_TYPES.has(element.type)) continue;
      if (element.type === "checkbox") {
        const list = Array.isArray(values[name]) ? (values[name] as string[]) : [];
        if (element.checked) list.push(element.value);
        values[name] = list;
        continue;
      }
      if (element.type === "radio") {
        if (element.checked) values[name] = element.value;
        else values[name] ??= "";
        continue;
      }
    }
    if (element instanceof HTMLSelectElement && element.multiple) {
      values[name] = Array.from(element.selectedOptions, (option) => option.value);
      continue;
    }
    values[name] = element.value;
  }
  return values;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => item === b[i]);
  }
  return a === b;
}

/**
 * The fields of `current` whose value in the DOM differs, of the same shape (string for string,
 * list for list). Fields the state does not know are ignored.
 */
export function changedFormValues<State extends object>(
  current: State,
  dom: FormControlValues,
): Partial<State> {
  const changed: Partial<State> = {};
  for (const [name, value] of Object.entries(dom)) {
    if (!(name in current)) continue;
    const known = (current as Record<string, unknown>)[name];
    const sameShape = Array.isArray(known) === Array.isArray(value);
    if (sameShape && !sameValue(known, value)) {
      (changed as Record<string, unknown>)[name] = value;
    }
  }
  return changed;
}
