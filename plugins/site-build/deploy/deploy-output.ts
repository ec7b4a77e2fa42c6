/**
 * Checks of a Netlify deploy output's routing files: the headers public/_headers gives a
 * request path, where public/_redirects sends a path, and which paths an edge function is
 * declared for.
 */
import { headersForPath, type HttpHeader } from "../../../src/lib/security-headers";

/**
 * What is wrong with the headers `_headers` gives `requestPath`: an expected header missing,
 * with another value, or given by more than one rule (Netlify would send both or combine
 * them), and any other header given twice.
 */
export function headerProblems(
  headersText: string,
  requestPath: string,
  expected: readonly HttpHeader[],
): string[] {
  const given = headersForPath(headersText, requestPath);
  const valuesOf = (key: string) =>
    given.filter((header) => header.key.toLowerCase() === key.toLowerCase()).map((h) => h.value);
  const problems: string[] = [];
  for (const { key, value } of expected) {
    const values = valuesOf(key);
    if (values.length === 0) problems.push(`${requestPath}: no ${key}`);
    else if (values.length > 1)
      problems.push(`${requestPath}: ${key} given ${values.length} times`);
    else if (values[0] !== value) {
      problems.push(`${requestPath}: ${key} is "${values[0]}", expected "${value}"`);
    }
  }
  const expectedKeys = new Set(expected.map(({ key }) => key.toLowerCase()));
  const otherKeys = new Set(
    given.map(({ key }) => key.toLowerCase()).filter((key) => !expectedKeys.has(key)),
  );
  for (const key of otherKeys) {
    const count = valuesOf(key).length;
    if (count > 1) problems.push(`${requestPath}: ${key} given ${count} times`);
  }
  return problems;
}

export interface Rewrite {
  to: string;
  status: string;
}

/** Where `_redirects` sends `fromPath` (the first rule for it), or undefined. */
export function redirectFor(redirectsText: string, fromPath: string): Rewrite | undefined {
  for (const line of redirectsText.split("\n")) {
    const text = line.trim();
    if (text === "" || text.startsWith("#")) continue;
    const [from, to, status = "301"] = text.split(/\s+/);
    if (from === fromPath && to !== undefined) return { to, status };
  }
  return undefined;
}

/**
 * The paths on which Netlify reaches a Gatsby Function: the `/api/` rewrite (Netlify's rules
 * take a path with or without its last slash) and the Function's own address under
 * /.netlify/functions/, which answers whatever follows its name too.
 */
export function netlifyFunctionPaths(functionRoute: string, functionId: string): string[] {
  const own = `/.netlify/functions/${functionId}`;
  return [`/api/${functionRoute}`, `/api/${functionRoute}/`, own, `${own}/`, `${own}/anything`];
}

/**
 * Whether an edge function declared for `paths` runs on `requestPath`: each path matched whole,
 * `*` standing for anything (the only pattern syntax the site's declarations use).
 */
export function edgePathsCover(paths: readonly string[], requestPath: string): boolean {
  return paths.some((declared) => {
    const pattern = declared
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    return new RegExp(`^${pattern}$`).test(requestPath);
  });
}
