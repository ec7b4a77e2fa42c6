/** Pure parts of `npm run bench:search`: what a search file is, and how samples are summed up. */
import { middle } from "../pages/results";

/**
 * What a request made by opening search and searching is: the dialog's own code (a chunk of the
 * site), Pagefind's runtime (its script, its worker and its WebAssembly), or the index (the
 * entry, the metadata, the word chunks, the filters and each result's fragment).
 */
export type SearchFileKind = "dialog" | "runtime" | "index" | "other";

export function searchFileKind(pathname: string): SearchFileKind {
  if (/^\/pagefind\/(pagefind(-worker)?\.js|wasm\.[^/]+\.pagefind)$/.test(pathname)) {
    return "runtime";
  }
  if (pathname.startsWith("/pagefind/")) return "index";
  if (/\.js$/.test(pathname)) return "dialog";
  return "other";
}

export interface Spread {
  median: number;
  min: number;
  max: number;
  samples: number;
}

export function spread(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error("no samples");
  return {
    median: middle(values),
    min: Math.min(...values),
    max: Math.max(...values),
    samples: values.length,
  };
}

/** "42 ms (31–55, 12 samples)". */
export function formatSpread(value: Spread, unit: string, digits = 0): string {
  const f = (n: number) => n.toFixed(digits);
  return `${f(value.median)} ${unit} (${f(value.min)}–${f(value.max)}, ${value.samples} samples)`;
}

export const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;
