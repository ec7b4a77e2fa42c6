/**
 * Which host the build prepares its output for, from DEPLOY_TARGET. Unset (the default): plain
 * static output in public/, served by the own server (`npm run serve`) or any CDN. "netlify": the Netlify adapter
 * also turns the contact Function into a Netlify Function and the pages into Netlify's layout.
 */
import type { Env } from "../../../functions/settings";

export type { Env };

export type DeployTarget = "static" | "netlify";

/** The target named by DEPLOY_TARGET; a value it does not know stops the build. */
export function deployTarget(env: Env): DeployTarget {
  const value = env.DEPLOY_TARGET?.trim().toLowerCase() ?? "";
  if (value === "") return "static";
  if (value === "netlify") return "netlify";
  // A typo would otherwise publish a site whose contact form has no function behind it.
  throw new Error(
    `DEPLOY_TARGET=${JSON.stringify(env.DEPLOY_TARGET)} is not a deploy target: leave it unset ` +
      `for static output, or set DEPLOY_TARGET=netlify.`,
  );
}

/**
 * A warning for a static build made on Netlify's build machines (NETLIFY=true), where the
 * contact call would be published without its function; undefined otherwise.
 */
export function staticBuildOnNetlifyWarning(env: Env): string | undefined {
  if (deployTarget(env) !== "static" || !env.NETLIFY) return undefined;
  return (
    "Building on Netlify without DEPLOY_TARGET=netlify: the pages are published but " +
    "/api/send-email is not, so the contact form cannot send. Set DEPLOY_TARGET=netlify in " +
    "the site's build environment (netlify.toml does)."
  );
}
