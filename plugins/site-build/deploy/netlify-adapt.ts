/**
 * What the site changes in the build information Gatsby hands the Netlify adapter.
 */
import { builtHtmlFile, prettyHtmlFile } from "./page-files";

/** The fields of a Gatsby route this needs (static routes carry the file they serve). */
export interface RouteLike {
  type: string;
  path: string;
  filePath?: string;
}

const isPageRoute = (route: RouteLike): route is RouteLike & { filePath: string } =>
  route.type === "static" &&
  typeof route.filePath === "string" &&
  route.filePath.endsWith(".html") &&
  !route.path.endsWith(".html");

/**
 * The routes without the pages the adapter must not move to their pretty file because another
 * page owns it ("/404" onto 404.html). Such a page stays in its folder; Netlify serves it at
 * "/404/", where public/_headers has its policy too.
 */
export function routesKeepingPageFiles<T extends RouteLike>(routes: readonly T[]): T[] {
  const builtFiles = new Set(
    routes
      .filter((route) => route.type === "static" && route.filePath?.endsWith(".html"))
      .map((route) => (route.filePath ?? "").replace(/^public\//, "")),
  );
  return routes.filter((route) => {
    if (!isPageRoute(route)) return true;
    const pretty = prettyHtmlFile(route.path);
    return pretty === builtHtmlFile(route.path) || !builtFiles.has(pretty);
  });
}

export interface FunctionLike {
  requiredFiles: string[];
}

/**
 * Each Function with the compiled chunks it may load. Gatsby lists only a Function's entry
 * file, but webpack puts what the entry imports on demand (the contact handler) into chunk
 * files beside it, which it requires by a computed name a bundler cannot follow.
 */
export function withCompiledChunks<T extends FunctionLike>(
  functions: readonly T[],
  chunkFiles: readonly string[],
): T[] {
  return functions.map((definition) => ({
    ...definition,
    requiredFiles: [...new Set([...definition.requiredFiles, ...chunkFiles])],
  }));
}
