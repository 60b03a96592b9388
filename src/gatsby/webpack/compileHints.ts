/**
 * V8 compiles a function the first time it is called, on the main thread, unless the script
 * says its functions all run at load. Nearly everything in the framework and app chunks runs
 * while the page hydrates, and the on-demand chunks (search, drawer, controls) run as soon as
 * they arrive, so each browser script starts with V8's explicit compile hint:
 * Chromium (136 and later) then compiles it whole while streaming, off the main thread, which
 * shortens the long tasks of a first load (mobile TBT). Other engines read a plain comment.
 *
 * The hint goes in after minification, so Terser cannot drop it, and before the source maps
 * and content hashes are made, so both describe the file as served.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler } from 'webpack';

/** @internal Exported for its tests; production uses it in this file only. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', compilation => {
      // Just after Terser's stage; source maps (DEV_TOOLING) and real content hashes come later.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: 'CompileHintsPlugin', stage }, assets => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.js')) continue;
          compilation.updateAsset(file, source => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}

export function hintEagerCompilation({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript') return;
  actions.setWebpackConfig({ plugins: [new CompileHintsPlugin()] });
}
