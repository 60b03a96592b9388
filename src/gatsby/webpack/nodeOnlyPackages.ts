/**
 * Packages the HTML renderer only calls in Node are loaded from node_modules when it runs,
 * not bundled into it. Gatsby bundles every import of the HTML stages except React; terser
 * (src/boot/inlineScript.ts minifies the boot scripts with it while pages render) was two
 * thirds of develop's HTML renderer, 1.4 of its 2.1 MB, and about 0.7 s of every cold
 * start. The renderer runs in this project's folder, in develop and in `gatsby build`
 * alike, so `require` finds the same version the lock file pins.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';

const NODE_ONLY = ['terser'];

export function loadNodeOnlyPackagesAtRender({ stage, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'develop-html' && stage !== 'build-html') return;
  actions.setWebpackConfig({ externals: [Object.fromEntries(NODE_ONLY.map(name => [name, `commonjs ${name}`]))] });
}
