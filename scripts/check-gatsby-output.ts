/**
 * npm run check:gatsby-output: builds the bare Gatsby page in bench/baseline with the installed
 * Gatsby and checks that its output still has every marker the site's post-build steps read
 * (scripts/gatsby-output/markers.ts). Run it after changing Gatsby's version: a change in how
 * Gatsby writes its pages then fails here, naming the marker, instead of in a visitor's browser.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { gatsbyOutputProblems } from "./gatsby-output/markers";

const root = path.join(__dirname, "..");
const baseline = path.join(root, "bench", "baseline");
const gatsbyBin = path.join(root, "node_modules", ".bin", "gatsby");
const gatsbyVersion = (
  JSON.parse(
    fs.readFileSync(path.join(root, "node_modules", "gatsby", "package.json"), "utf8"),
  ) as { version: string }
).version;

execFileSync(gatsbyBin, ["build"], {
  cwd: baseline,
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "ignore", "inherit"],
});
const problems = gatsbyOutputProblems(path.join(baseline, "public"));
if (problems.length > 0) {
  console.error(
    `check:gatsby-output: Gatsby ${gatsbyVersion} writes pages differently from what the build's steps read (see docs/operations.md, "Upgrading Gatsby"):\n${problems.map((p) => `  ${p}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `check:gatsby-output: Gatsby ${gatsbyVersion}'s output has every marker the build's steps read`,
);
