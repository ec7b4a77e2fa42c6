/**
 * What makes an install noisy or inconsistent, read from npm's own reports: `npm ls --all
 * --json` (a package outside the range that asks for it, a peer it does not accept, a missing
 * or extraneous package: each is one "ERESOLVE overriding peer dependency" block or worse at
 * `npm ci`) and `npm install-scripts ls --json` (install scripts nobody has approved or denied
 * in package.json's `allowScripts`, which npm lists after every install and npm 12 blocks).
 */

/** The part of `npm ls --all --json` that names problems. */
export interface NpmLsReport {
  problems?: unknown;
}

/** The part of `npm install-scripts ls --json` that names unreviewed packages. */
export interface NpmInstallScriptsReport {
  allowScripts?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

/** One line per problem, each with what to do, or none for a consistent install. */
export function installProblems(ls: NpmLsReport, scripts: NpmInstallScriptsReport): string[] {
  const tree = strings(ls.problems).map(
    (problem) =>
      `npm ls: ${problem} (pin it or its peer in package.json "overrides"; docs/security.md, "Supply chain")`,
  );
  const unreviewed = (Array.isArray(scripts.allowScripts) ? scripts.allowScripts : []).map(
    (entry: unknown) => {
      const { name, changes } = (entry ?? {}) as { name?: unknown; changes?: unknown };
      const versions = Array.isArray(changes)
        ? changes.map((change: { key?: unknown } | null) => String(change?.key ?? "")).join(", ")
        : "";
      return `install script not reviewed: ${versions || String(name)} (npm install-scripts approve or deny ${String(name)}; docs/security.md, "Supply chain")`;
    },
  );
  return [...tree, ...unreviewed];
}
