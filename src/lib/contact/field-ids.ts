/**
 * Element ids of the contact form, in one place: labels, hints, error messages, the error
 * summary's links and focus management all refer to them.
 */
import { SOLUTION_OPTIONS } from "./schema";

export const CONTACT_FORM_ID = "contact-form";
export const PHONE_HINT_ID = "contact-phone-hint";
export const DIAL_PREFIX_ID = "contact-dialPrefix";

export function fieldInputId(field: string): string {
  return `contact-${field}`;
}

export function fieldErrorId(field: string): string {
  return `contact-${field}-error`;
}

export function solutionCheckboxId(value: string): string {
  return `contact-solution-${value}`;
}

/** Where focus goes for a field's error: the field itself, or the first box of the group. */
export function focusTargetId(field: string): string {
  if (field === "solutionType") return solutionCheckboxId(SOLUTION_OPTIONS[0].value);
  return fieldInputId(field);
}

/** The ids an input's aria-describedby lists: its hint (if any) and its error (if shown). */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter((id): id is string => typeof id === "string" && id !== "");
  return list.length > 0 ? list.join(" ") : undefined;
}
