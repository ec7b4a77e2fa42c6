/**
 * `npm run check:dependencies` (run by `npm run check:code`, early in `npm test`): the installed
 * tree is the one package.json and the lockfile promise. `npm ls --all` finds no package outside
 * its range and no peer it refuses (so `npm ci` prints no "overriding peer dependency" block),
 * and every package with an install script is approved or denied in `allowScripts`. One line
 * per problem.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { installProblems } from "./dependencies/install-problems";

const root = path.join(__dirname, "..");

function npmJson(args: string[]): unknown {
  const run = spawnSync("npm", [...args, "--json"], { cwd: root, encoding: "utf8" });
  try {
    return JSON.parse(run.stdout) as unknown;
  } catch {
    throw new Error(`npm ${args.join(" ")} gave no report: ${run.stderr.trim()}`);
  }
}

const problems = installProblems(
  npmJson(["ls", "--all"]) as object,
  npmJson(["install-scripts", "ls"]) as object,
);
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} problem(s) with the installed packages.`);
  process.exit(1);
}
console.log("Installed packages: every range and peer met, every install script reviewed.");
