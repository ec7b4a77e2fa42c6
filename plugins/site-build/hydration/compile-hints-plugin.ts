/**
 * Chrome compiles most functions of a script lazily: when one is first called, on the main
 * thread, after a quick pre-parse of the whole file. The bundles that start the site (React,
 * Gatsby's runtime, the layout) are called almost in full while the page hydrates, so that
 * deferred compiling is a large part of start-up's longest tasks. V8's explicit compile hint,
 * the comment `//# allFunctionsCalledOnLoad` at the top of a file, has Chrome compile every
 * function of it at once, on a background thread while the file streams in. Other browsers
 * ignore the comment.
 *
 * The comment is added after minification (which would drop it) and before source maps and
 * content hashes are computed, so both still describe the file as served.
 */
import type { Compiler } from "webpack";

export const ALL_FUNCTIONS_CALLED_ON_LOAD = "//# allFunctionsCalledOnLoad\n";

const PLUGIN_NAME = "CompileHintsPlugin";

export class CompileHintsPlugin {
  /** `chunkGroups`: webpack's names of the chunk groups whose scripts get the hint. */
  constructor(private readonly chunkGroups: readonly string[]) {}

  apply(compiler: Compiler): void {
    const { Compilation, WebpackError, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set<string>();
          for (const name of this.chunkGroups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(new WebpackError(`${PLUGIN_NAME}: no chunk group "${name}"`));
              continue;
            }
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith(".js")) files.add(file);
            }
          }
          for (const file of files) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(ALL_FUNCTIONS_CALLED_ON_LOAD, source),
            );
          }
        },
      );
    });
  }
}
