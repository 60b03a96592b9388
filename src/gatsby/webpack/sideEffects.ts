/**
 * `@emotion/react` imports `hoist-non-react-statics` for its side effects only (a bare
 * `import 'hoist-non-react-statics'`), though only `withTheme`, which the site never uses,
 * calls it. That package is CommonJS without a `sideEffects` field, so webpack keeps it and
 * `react-is` in every page's first-load JS. Declaring it free of side effects lets webpack
 * drop the unused import; a build test (test/build/bundleSplit.test.ts) keeps both out of every script.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';

const SIDE_EFFECT_FREE = /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/;

export function dropUnusedSideEffectImports({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'build-javascript' && stage !== 'develop') return;
  actions.setWebpackConfig({ module: { rules: [{ test: SIDE_EFFECT_FREE, sideEffects: false }] } });
}
