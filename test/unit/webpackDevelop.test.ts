import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import { speedUpDevelop } from '../../src/gatsby/webpack-develop';

// The plugin class Gatsby itself adds in develop (gatsby/dist/utils/webpack-utils.js, plugins.eslint).
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
  test("develop drops Gatsby's eslint plugin, keeps the others, and stores its cache right after the first bundle", () => {
    const other = { apply() {} };
    const { replaced } = run('develop', { plugins: [new ESLintWebpackPlugin({}), other], cache: { type: 'filesystem', name: 'develop' } });
    expect(replaced?.plugins).toEqual([other]);
    expect(replaced?.cache).toEqual({ type: 'filesystem', name: 'develop', idleTimeoutForInitialStore: 0 });
  });

  test('develop-html gets the empty page list in place of the templates, and it names what was asked for', () => {
    const { set } = run('develop-html', {});
    const replacement = (set[0] as { plugins: Replacement[] }).plugins[0];
    expect(replacement.pattern.test('$virtual/async-requires')).toBe(true);
    const stub = require(replacement.target);
    expect(() => stub.components['component---src-templates-doc-tsx']()).toThrow(/component---src-templates-doc-tsx.*getServerData/);
  });

  test.each(['build-javascript', 'build-html'])('%s is untouched', stage => {
    expect(run(stage, { plugins: [new ESLintWebpackPlugin({})] })).toEqual({ set: [] });
  });
});
