/**
 * Reading the pages a build left in public/ and putting the Netlify adapter's layout back into
 * the one `gatsby build` writes (see src/lib/deploy/page-files.ts for why).
 */
import fs from "node:fs";
import path from "node:path";
import { restoreBuiltLayoutSteps, type LayoutStep } from "./page-files";

/** The path of every page the last build made, read from its page-data.json files. */
export function builtPagePaths(publicDir: string): string[] {
  const pageDataDir = path.join(publicDir, "page-data");
  if (!fs.existsSync(pageDataDir)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "page-data.json") {
        const { path: pagePath } = JSON.parse(fs.readFileSync(full, "utf8")) as { path?: unknown };
        if (typeof pagePath === "string") found.push(pagePath);
      }
    }
  };
  walk(pageDataDir);
  return found.sort();
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
