import fs from 'fs';
import os from 'os';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import webpack from 'webpack';
import { cacheKeyedByContent, speedUpDevelop, VersionedPackagesPlugin } from '../../../src/gatsby/webpack/develop';

// The plugin class Gatsby itself adds in develop (its webpack-utils module, plugins.eslint).
const ESLintWebpackPlugin = require(require.resolve('eslint-webpack-plugin', { paths: [path.dirname(require.resolve('gatsby/package.json'))] }));

class Replacement {
  constructor(
    readonly pattern: RegExp,
    readonly target: string,
  ) {}
}

function run(stage: string, config: Record<string, unknown>) {
  const calls: { set: unknown[]; replaced?: Record<string, unknown> } = { set: [] };
  const args = {
    stage,
    getConfig: () => config,
    plugins: { normalModuleReplacement: (pattern: RegExp, target: string) => new Replacement(pattern, target) },
    actions: {
      setWebpackConfig: (c: unknown) => void calls.set.push(c),
      replaceWebpackConfig: (c: Record<string, unknown>) => void (calls.replaced = c),
    },
  } as unknown as CreateWebpackConfigArgs;
  speedUpDevelop(args);
  return calls;
}

describe("develop's webpack savings", () => {
  test("develop drops Gatsby's eslint plugin, keeps the others, and stores its cache right after the first bundle, keyed by content", () => {
    const other = { apply() {} };
    const cache = { type: 'filesystem', name: 'develop', buildDependencies: { config: [__filename] } };
    const { replaced } = run('develop', { plugins: [new ESLintWebpackPlugin({}), other], cache });
    expect(replaced?.plugins).toEqual([other, expect.any(VersionedPackagesPlugin)]);
    expect(replaced?.cache).toEqual({
      type: 'filesystem',
      name: 'develop',
      buildDependencies: {},
      version: expect.stringMatching(/^[0-9a-f]{64}$/),
      idleTimeoutForInitialStore: 0,
    });
  });

  test('develop-html keys its cache by content too', () => {
    const { replaced } = run('develop-html', { plugins: [], cache: { type: 'filesystem', name: 'develop-html', buildDependencies: { config: [__filename] } } });
    expect(replaced?.plugins).toEqual([expect.any(VersionedPackagesPlugin)]);
    expect(replaced?.cache).toEqual({ type: 'filesystem', name: 'develop-html', buildDependencies: {}, version: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });

  test('develop-html gets the empty page list in place of the templates and no page shell, and each stub names what was asked for', () => {
    const { set } = run('develop-html', {});
    const [pages, shell] = (set[0] as { plugins: Replacement[] }).plugins;
    expect(pages.pattern.test('$virtual/async-requires')).toBe(true);
    expect(() => require(pages.target).components['component---src-templates-doc-tsx']()).toThrow(/component---src-templates-doc-tsx.*getServerData/);
    // The request as gatsby-ssr.tsx writes it.
    const ssr = fs.readFileSync(path.join(__dirname, '../../../gatsby-ssr.tsx'), 'utf8');
    const request = /from '(\.\/src\/components\/PageShell)'/.exec(ssr)?.[1];
    expect(request && shell.pattern.test(request)).toBe(true);
    expect(shell.pattern.test('./src/components/PageShellStyle')).toBe(false);
    expect(() => require(shell.target).wrapPage()).toThrow(/wrapPage/);
  });

  test.each(['build-javascript', 'build-html'])('%s is untouched', stage => {
    expect(run(stage, { plugins: [new ESLintWebpackPlugin({})] })).toEqual({ set: [] });
  });
});

describe('the develop cache keyed by content', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cache-key-'));
  const gatsbyNode = path.join(dir, 'gatsby-node.js');
  const lockFile = path.join(dir, 'package-lock.json');
  const key = () => cacheKeyedByContent({ type: 'filesystem', buildDependencies: { config: [gatsbyNode] } }, lockFile).version;

  test('its version changes with a build dependency or the lock file, and only then', () => {
    fs.writeFileSync(gatsbyNode, 'exports.onCreateWebpackConfig = () => {}');
    fs.writeFileSync(lockFile, '{"lockfileVersion": 3}');
    const first = key();
    expect(key()).toBe(first);
    fs.writeFileSync(gatsbyNode, 'exports.onCreateWebpackConfig = ({ actions }) => actions.setWebpackConfig({})');
    const second = key();
    expect(second).not.toBe(first);
    fs.writeFileSync(lockFile, '{"lockfileVersion": 3, "packages": {}}');
    expect(key()).not.toBe(second);
  });

  test('webpack walks no file in node_modules before it stores the cache, and still walks the others', async () => {
    const compiler = webpack({ context: dir, entry: gatsbyNode, plugins: [new VersionedPackagesPlugin()] });
    let walked: string[] = [];
    // The disk cache's own tap, at its stage (webpack/lib/Cache.js STAGE_DISK = 10).
    compiler.cache.hooks.storeBuildDependencies.tap({ name: 'disk cache', stage: 10 }, dependencies => void (walked = [...dependencies]));
    const loader = path.join(dir, 'node_modules', 'babel-loader', 'index.js');
    await new Promise(resolve => compiler.cache.storeBuildDependencies(new Set([loader, gatsbyNode]), resolve));
    expect(walked).toEqual([gatsbyNode]);
  });
});
