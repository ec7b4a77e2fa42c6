/**
 * The contact form's "Solutions Interested In" options are the services: each service's
 * `solutionKey` and `title`, in the editors' order. The build writes them into one small
 * module that the form and the contact call's server both import, so the server accepts
 * exactly the keys of the services that exist. The module is committed (a fresh clone
 * typechecks and tests without a build) and rewritten whenever the services change.
 */
import fs from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "../site-paths";

export interface ServiceSolution {
  solutionKey: string;
  title: string;
}

/** Where the form and the server import the options from. */
export const SOLUTION_OPTIONS_MODULE = path.join(
  SITE_ROOT,
  "src",
  "lib",
  "contact",
  "solution-options.ts",
);

/** The module's text for these services (JSON strings are valid TypeScript strings). */
export function solutionOptionsModule(services: readonly ServiceSolution[]): string {
  const lines = services.map(
    (service) =>
      `  { value: ${JSON.stringify(service.solutionKey)}, label: ${JSON.stringify(service.title)} },`,
  );
  return [
    "// Written by plugins/site-build/pre-build/solution-options.ts from content/services.json on every",
    "// build and by `npm run new -- service`: change the services, not this file.",
    "export const SOLUTION_OPTIONS = [",
    ...lines,
    "] as const;",
    "",
  ].join("\n");
}

/** The services' solution keys and titles, read from a content folder. */
export function readServiceSolutions(contentDir: string): ServiceSolution[] {
  const services = JSON.parse(
    fs.readFileSync(path.join(contentDir, "services.json"), "utf8"),
  ) as ServiceSolution[];
  return services.map(({ solutionKey, title }) => ({ solutionKey, title }));
}

/** Rewrites the module when the services changed; true when it did. */
export function writeSolutionOptions(
  contentDir: string,
  target: string = SOLUTION_OPTIONS_MODULE,
): boolean {
  const text = solutionOptionsModule(readServiceSolutions(contentDir));
  const current = fs.existsSync(target) ? fs.readFileSync(target, "utf8") : null;
  if (current === text) return false;
  fs.writeFileSync(target, text);
  return true;
}
