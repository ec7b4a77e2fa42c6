/** Element ids of a tool field, from its name: the input, its hint and its message. */
export function toolFieldIds(name: string): { input: string; hint: string; error: string } {
  const base = `tool-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  return { input: base, hint: `${base}-hint`, error: `${base}-error` };
}
