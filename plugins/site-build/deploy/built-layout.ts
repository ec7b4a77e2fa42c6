/**
 * Reading the pages a build left in public/ and putting the Netlify adapter's layout back into
 * the one `gatsby build` writes (see page-files.ts for why).
 */
import fs from "node:fs";
import path from "node:path";
import { allPageData } from "../built-html/build-files";
import { restoreBuiltLayoutSteps, type LayoutStep } from "./page-files";

/** The path of every page the last build made, read from its page-data.json files. */
export function builtPagePaths(publicDir: string): string[] {
  return allPageData(publicDir)
    .map((data) => data.path)
    .filter((pagePath): pagePath is string => typeof pagePath === "string")
    .sort();
}

/** Puts moved pages back where `gatsby build` wrote them; returns what it did. */
export function restoreBuiltLayout(publicDir: string): LayoutStep[] {
  const steps = restoreBuiltLayoutSteps(builtPagePaths(publicDir), (file) =>
    fs.existsSync(path.join(publicDir, file)),
  );
  for (const step of steps) {
    if (step.kind === "delete") {
      fs.rmSync(path.join(publicDir, step.file));
    } else {
      const to = path.join(publicDir, step.to);
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.renameSync(path.join(publicDir, step.from), to);
    }
  }
  return steps;
}
