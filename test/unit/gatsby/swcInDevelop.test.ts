import path from 'path';
import type { RuleSetRule } from 'webpack';
import { transformFileSync } from '@swc/core';
import { compiledBySwc, rulesWithSwc } from '../../../src/gatsby/webpack/swcInDevelop';
import { ROOT } from '../../support/paths';

const site = (file: string) => path.join(ROOT, file);
const BABEL = '/project/node_modules/babel-loader/lib/index.js';

// The shapes of the rules Gatsby's develop config has: its JavaScript rule and its TypeScript
// rule (both Babel, `use` a function of the module), MDX's, and a plain one.
const gatsbyRules = (): RuleSetRule[] => [
  { test: /\.(js|mjs|jsx|ts|tsx)$/, include: () => true, use: (() => [{ loader: BABEL, options: {} }]) as never },
  { test: /\.ya?ml$/, type: 'json', use: [{ loader: 'yaml-loader' }] },
  { test: /\.[tj]sx?$/, resourceQuery: /__contentFilePath=/, use: (() => [{ loader: BABEL }]) as never },
  { test: /\.tsx?$/, use: (() => [{ loader: BABEL, options: { presets: ['@babel/preset-typescript'] } }]) as never },
];

/** Whether a rule's exclude conditions leave `file` out. */
const excludes = (rule: RuleSetRule, file: string) => ([] as unknown[]).concat(rule.exclude ?? []).some(c => typeof c === 'function' && c(file));

describe('develop compiles the site code with SWC', () => {
  test('SWC takes src/ TypeScript without Gatsby queries; page components, query files and code outside src/ stay with Babel', () => {
    expect(compiledBySwc(site('src/components/PocketIdUrlCode.tsx'))).toBe(true);
    expect(compiledBySwc(site('src/lib/plural.ts'))).toBe(true);
    // A page component: Gatsby splits its Head and strips its query.
    expect(compiledBySwc(site('src/templates/redirect.tsx'))).toBe(false);
    // useStaticQuery: Gatsby's Babel plugin puts the query's result in its place.
    expect(compiledBySwc(site('src/hooks/useDocsSidebar.ts'))).toBe(false);
    expect(compiledBySwc(site('gatsby-browser.tsx'))).toBe(false);
    expect(compiledBySwc(site('content/docs/introduction.mdx'))).toBe(false);
    expect(compiledBySwc(site('src/components/NoSuchFile.tsx'))).toBe(false);
  });

  test("Gatsby's Babel rules leave SWC's files out, and only those; the other rules are as they were", () => {
    const before = gatsbyRules();
    const after = rulesWithSwc(before, true);
    const component = site('src/components/PocketIdUrlCode.tsx');
    const template = site('src/templates/redirect.tsx');
    for (const index of [0, 3]) {
      expect(excludes(after[index], component)).toBe(true);
      expect(excludes(after[index], template)).toBe(false);
      expect(after[index].use).toBe(before[index].use);
    }
    // YAML, and MDX's rule for compiled content (selected by its query), are untouched.
    expect(after[1]).toEqual(before[1]);
    expect(after[2].exclude).toBeUndefined();
    expect(after).toHaveLength(before.length + 2);
  });

  test("without a rule of Gatsby's that runs Babel on the site's TypeScript (a changed shape), the rules stay as they are", () => {
    const rules = gatsbyRules().filter(rule => typeof rule.use !== 'function');
    expect(rulesWithSwc(rules, true)).toBe(rules);
  });

  test('the SWC rules compile .ts without JSX and .tsx with it, with Fast Refresh in the browser bundle only', () => {
    const [ts, tsx] = rulesWithSwc(gatsbyRules(), true).slice(-2);
    const optionsOf = (rule: RuleSetRule) => (rule.use as { loader: string; options: { jsc: Record<string, never> } }[])[0];
    expect(ts.include).toBe(compiledBySwc);
    expect(optionsOf(ts).loader).toMatch(/[\\/]node_modules[\\/]swc-loader[\\/]/);
    expect(optionsOf(ts).options.jsc.parser).toEqual({ syntax: 'typescript', tsx: false });
    expect(optionsOf(tsx).options.jsc.parser).toEqual({ syntax: 'typescript', tsx: true });
    // JSX as tsconfig.json says (the type checker and Parcel read it too).
    expect(optionsOf(tsx).options.jsc.transform).toEqual({ react: { runtime: 'automatic', importSource: '@emotion/react', development: true, refresh: true } });
    const [, html] = rulesWithSwc(gatsbyRules(), false).slice(-2);
    expect(optionsOf(html).options.jsc.transform).toMatchObject({ react: { refresh: false } });
  });

  test("a component compiled with the rule's options imports Emotion's JSX runtime and registers with Fast Refresh", () => {
    const [, tsx] = rulesWithSwc(gatsbyRules(), true).slice(-2);
    const { options } = (tsx.use as { options: Record<string, unknown> }[])[0];
    const { code } = transformFileSync(site('src/components/PocketIdUrlCode.tsx'), options as never);
    expect(code).toContain('@emotion/react/jsx-dev-runtime');
    expect(code).toContain('$RefreshReg$');
    expect(code).not.toMatch(/:\s*React\.ReactElement|interface /);
  });
});
