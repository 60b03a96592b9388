/**
 * DOCS_WEBPACK_PROFILE=1 prints where a webpack compilation spends its time: how many
 * modules of each kind it built (MDX pages, the site's own code, node_modules) and the time
 * their loaders took (summed over modules, so it can exceed the wall time: loaders run in
 * parallel), the slowest modules, and the wall time of the whole compilation. Used to profile
 * `gatsby develop`'s first bundle; it changes nothing in the output.
 */
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { Compiler, Module } from 'webpack';

const kindOf = (resource: string): string => {
  if (/\.mdx($|\?)/.test(resource)) return 'MDX content';
  if (/node_modules/.test(resource)) return 'node_modules';
  if (/[\\/]\.cache[\\/]/.test(resource)) return "Gatsby's .cache";
  if (/[\\/]src[\\/]/.test(resource)) return 'site code (src)';
  return 'other';
};

class ProfilePlugin {
  constructor(private readonly label: string) {}

  apply(compiler: Compiler): void {
    let started = 0;
    const starts = new Map<Module, number>();
    const totals = new Map<string, { count: number; ms: number }>();
    const slowest: { resource: string; ms: number }[] = [];
    compiler.hooks.compile.tap('ProfilePlugin', () => {
      started = Date.now();
      starts.clear();
      totals.clear();
      slowest.length = 0;
    });
    compiler.hooks.thisCompilation.tap('ProfilePlugin', compilation => {
      compilation.hooks.buildModule.tap('ProfilePlugin', module => void starts.set(module, Date.now()));
      compilation.hooks.succeedModule.tap('ProfilePlugin', module => {
        const start = starts.get(module);
        if (start === undefined) return;
        const ms = Date.now() - start;
        const resource = (module as { resource?: string }).resource ?? module.identifier();
        const kind = kindOf(resource);
        const total = totals.get(kind) ?? { count: 0, ms: 0 };
        totals.set(kind, { count: total.count + 1, ms: total.ms + ms });
        slowest.push({ resource, ms });
      });
    });
    compiler.hooks.done.tap('ProfilePlugin', stats => {
      const lines = [`webpack profile (${this.label}): ${((Date.now() - started) / 1000).toFixed(1)} s wall, ${stats.compilation.modules.size} modules`];
      for (const [kind, { count, ms }] of [...totals].sort((a, b) => b[1].ms - a[1].ms)) {
        lines.push(`  ${kind}: ${count} modules built, ${(ms / 1000).toFixed(1)} s of loader time`);
      }
      slowest.sort((a, b) => b.ms - a.ms);
      for (const { resource, ms } of slowest.slice(0, 12)) lines.push(`    ${ms} ms ${resource.replace(process.cwd(), '.').slice(0, 160)}`);
      console.log(lines.join('\n'));
    });
  }
}

export function profileWebpack({ stage, actions }: CreateWebpackConfigArgs): void {
  if (!process.env.DOCS_WEBPACK_PROFILE) return;
  actions.setWebpackConfig({ plugins: [new ProfilePlugin(stage)] });
}
