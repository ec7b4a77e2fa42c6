/**
 * The Gatsby adapter of gatsby-config, chosen by DEPLOY_TARGET (deploy-target.ts).
 *
 * Always an explicit adapter: with none configured, Gatsby looks one up for the machine it runs
 * on (fetching its list of adapters from the network) and, on Netlify, installs and runs the
 * Netlify adapter unasked. The static adapter changes nothing; the Netlify one is loaded only
 * for DEPLOY_TARGET=netlify and wrapped so that:
 * - public/_headers stays the one the build wrote (gatsby-node's onPostBuild): every header
 *   once per path, with each page's Content-Security-Policy. The adapter would append Gatsby's
 *   default headers for the same paths, which Netlify would send twice or combined.
 * - the contact Function ships with its compiled chunks (see withCompiledChunks).
 * - no page is moved onto another page's file (see routesKeepingPageFiles).
 * Both adapters first put back pages a previous Netlify build moved, before Gatsby decides
 * which pages to render again.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { IAdapter } from "gatsby";
import { deployTarget, staticBuildOnNetlifyWarning, type Env } from "./deploy-target";
import { routesKeepingPageFiles, withCompiledChunks } from "./netlify-adapt";
import { restoreBuiltLayout } from "./built-layout";

type AdaptContext = Parameters<IAdapter["adapt"]>[0];
type CacheContext = Parameters<NonNullable<IAdapter["cache"]>["restore"]>[0];

// Gatsby, like the adapter, works in the site's folder.
const siteDir = process.cwd();
const publicDir = path.join(siteDir, "public");
export const COMPILED_FUNCTIONS_DIR = path.posix.join(".cache", "functions");

function putBackBuiltLayout({ reporter }: CacheContext): void {
  const steps = restoreBuiltLayout(publicDir);
  if (steps.length > 0) {
    reporter.info(`Put ${steps.length} pages moved by a Netlify build back into public/`);
  }
}

/** Plain public/ for the own server or any static host. */
function staticAdapter(): IAdapter {
  return {
    name: "static-public",
    cache: {
      restore: (context) => {
        putBackBuiltLayout(context);
        // Gatsby has read its cache already; nothing was restored to read again.
        return false;
      },
      store: () => undefined,
    },
    adapt: () => undefined,
  };
}

/** The compiled Functions' chunk files, relative to the site (as Gatsby's manifest lists files). */
function compiledChunkFiles(): string[] {
  const dir = path.join(siteDir, COMPILED_FUNCTIONS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".js"))
    .map((entry) => path.posix.join(COMPILED_FUNCTIONS_DIR, entry.name))
    .sort();
}

/**
 * Runs `run` with the system's temporary folder pointed at a folder of its own, removed after:
 * the Netlify adapter writes _headers and _redirects through a temporary folder each and leaves
 * both behind, two empty folders in /tmp for every build.
 */
async function inScratchTmpdir<T>(run: () => Promise<T>): Promise<T> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-adapt-"));
  const previous = process.env.TMPDIR;
  process.env.TMPDIR = scratch;
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

function netlifyAdapter(): IAdapter {
  // Loaded here, not imported at the top: a static build never loads the adapter.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { default: createNetlifyAdapter } = require("gatsby-adapter-netlify") as {
    default: (options: { imageCDN: boolean }) => IAdapter;
  };
  // Images are processed at build time (gatsby-plugin-sharp), so no Netlify Image CDN.
  const netlify = createNetlifyAdapter({ imageCDN: false });
  return {
    name: netlify.name,
    config: netlify.config,
    cache: {
      restore: async (context) => {
        const restored = await netlify.cache?.restore(context);
        putBackBuiltLayout(context);
        return restored;
      },
      store: (context) => netlify.cache?.store(context),
    },
    adapt: async (context: AdaptContext) => {
      const started = Date.now();
      await inScratchTmpdir(async () =>
        netlify.adapt({
          reporter: context.reporter,
          pathPrefix: context.pathPrefix,
          trailingSlash: context.trailingSlash,
          remoteFileAllowedUrls: context.remoteFileAllowedUrls,
          routesManifest: routesKeepingPageFiles(context.routesManifest),
          functionsManifest: withCompiledChunks(context.functionsManifest, compiledChunkFiles()),
          headerRoutes: [],
        }),
      );
      context.reporter.info(`Netlify deploy output prepared in ${(Date.now() - started) / 1000} s`);
    },
  };
}

export function siteAdapter(env: Env = process.env): IAdapter {
  const warning = staticBuildOnNetlifyWarning(env);
  if (warning) console.warn(`warn ${warning}`);
  return deployTarget(env) === "netlify" ? netlifyAdapter() : staticAdapter();
}
