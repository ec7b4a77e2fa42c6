/**
 * pg loads its native bindings (`pg-native`, an optional peer this site does not install) only
 * when asked, inside a try; a bundler still sees the `require` and says "Module not found", and
 * pg's maintainers answer that with webpack's IgnorePlugin for it. Gatsby compiles the Functions
 * with a webpack config of its own that no site hook reaches (`onCreateWebpackConfig` is not
 * called for it), so the build drops that one warning where Gatsby prints it instead: every
 * other warning, and a missing module anywhere else, is still printed.
 */
import type { Reporter } from "gatsby";

/** The warning webpack gives for pg's optional native bindings, and nothing else. */
export function isOptionalPgNativeWarning(text: string): boolean {
  return (
    /Module not found: (Error: )?Can't resolve 'pg-native'/.test(text) &&
    /node_modules[\\/]pg[\\/]lib[\\/]native[\\/]/.test(text)
  );
}

const QUIETED = Symbol.for("site-build.optional-module-warnings");

/**
 * Gatsby's reporter drops that warning from now on. Gatsby hands every plugin a copy of this
 * reporter made when its hook is called, so the filter set here (onPreInit) reaches the
 * Functions' compile, which runs later (onPreBootstrap).
 */
export function quietOptionalModuleWarnings(reporter: Reporter): void {
  const marked = reporter as Reporter & { [QUIETED]?: true };
  if (marked[QUIETED]) return;
  const warn = reporter.warn.bind(reporter);
  marked.warn = (text?: string) => {
    if (text === undefined || !isOptionalPgNativeWarning(text)) warn(text);
  };
  marked[QUIETED] = true;
}
