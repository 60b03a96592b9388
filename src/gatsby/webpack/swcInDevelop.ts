/**
 * In `gatsby develop`, the site's own TypeScript is compiled by SWC instead of Babel.
 *
 * Why: Babel was the largest part of develop's first bundle (about 5 of its 13 s in a profile
 * of a cold start, for some 200 modules of src/), and SWC does the same work, stripping types
 * and compiling JSX, in a fraction of that. Production is untouched: `gatsby build` compiles
 * everything with Babel as before.
 *
 * What stays with Babel, because Gatsby's Babel plugins do more than compile there:
 * - page components (src/templates, src/pages): Gatsby splits their `Head` from the
 *   component and strips their page queries;
 * - any file whose text names `graphql` or `StaticQuery`: Gatsby replaces those queries with
 *   their results (a file that only mentions the word goes to Babel too, which is only slower);
 * - everything outside src/ (gatsby-browser, gatsby-ssr, Gatsby's .cache, packages).
 *
 * The browser bundle keeps React Fast Refresh (SWC adds the same registrations as Babel's
 * plugin). JSX follows tsconfig.json, as the type checker and the Node-side compile (Parcel)
 * read it. Emotion's Babel plugin does not run on these files, so develop's class names carry
 * no component label; the styles that bodies and templates share have fixed names
 * (bodyPartStyle), which do not depend on it.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import type { CreateWebpackConfigArgs } from 'gatsby';
import type { RuleSetRule } from 'webpack';
import { PROJECT_ROOT } from '../projectRoot';

const SITE_CODE = path.join(PROJECT_ROOT, 'src') + path.sep;
const PAGE_COMPONENTS = [path.join(SITE_CODE, 'templates') + path.sep, path.join(SITE_CODE, 'pages') + path.sep];
const TYPESCRIPT = /\.tsx?$/;
const GATSBY_QUERY = /graphql|StaticQuery/;

/**
 * Whether SWC compiles `file` in develop (see the file's comment for what stays with Babel).
 * @internal Exported for its tests; production uses it in this file only.
 */
export function compiledBySwc(file: string): boolean {
  if (!TYPESCRIPT.test(file) || !file.startsWith(SITE_CODE) || PAGE_COMPONENTS.some(folder => file.startsWith(folder))) return false;
  try {
    return !GATSBY_QUERY.test(fs.readFileSync(file, 'utf8'));
  } catch {
    return false;
  }
}

/** The JSX settings of tsconfig.json, as SWC's React transform takes them. */
function jsxOfTsconfig(): { runtime: 'automatic' | 'classic'; importSource?: string } {
  const { compilerOptions = {} } = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'tsconfig.json'), 'utf8')) as {
    compilerOptions?: { jsx?: string; jsxImportSource?: string };
  };
  return compilerOptions.jsx?.startsWith('react-jsx') ? { runtime: 'automatic', importSource: compilerOptions.jsxImportSource } : { runtime: 'classic' };
}

/** SWC's loader for TypeScript (`tsx`: with JSX) with tsconfig's JSX settings, with Fast Refresh in the browser bundle. */
function swcLoader(tsx: boolean, jsx: ReturnType<typeof jsxOfTsconfig>, refresh: boolean) {
  return {
    // Resolved from the project (Parcel, which compiles this file, leaves `require.resolve` unresolved).
    loader: createRequire(path.join(PROJECT_ROOT, 'package.json')).resolve('swc-loader'),
    options: {
      swcrc: false,
      sourceMaps: true,
      jsc: {
        parser: { syntax: 'typescript', tsx },
        target: 'es2022',
        transform: { react: { ...jsx, development: true, refresh } },
      },
    },
  };
}

type UseFunction = (data: { resource: string; resourceQuery: string; issuer: string; compiler?: string; realResource: string }) => unknown;

/** Whether a rule of Gatsby's runs Babel on a TypeScript file of the site (its `use` is a function of the module). */
function babelRunsOnSiteTypeScript(rule: RuleSetRule): boolean {
  const resource = path.join(SITE_CODE, 'components', 'Example.tsx');
  if (typeof rule.use !== 'function' || rule.resourceQuery || !(rule.test instanceof RegExp && rule.test.test(resource))) return false;
  const loaders = (rule.use as unknown as UseFunction)({ resource, realResource: resource, resourceQuery: '', issuer: '' });
  return JSON.stringify(loaders ?? '').includes('babel-loader');
}

/**
 * The rules with SWC compiling the files compiledBySwc picks, which Gatsby's Babel rules then leave out.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function rulesWithSwc(rules: RuleSetRule[], refresh: boolean): RuleSetRule[] {
  const babelRules = new Set(rules.filter(rule => rule && typeof rule === 'object' && babelRunsOnSiteTypeScript(rule)));
  // Found by their shape, which is Gatsby's to change: without one, every file stays with Babel
  // (SWC's output handed on to Babel would be compiled twice).
  if (babelRules.size === 0) return rules;
  const jsx = jsxOfTsconfig();
  return [
    ...rules.map(rule => (babelRules.has(rule) ? { ...rule, exclude: [rule.exclude, compiledBySwc].filter(Boolean) as RuleSetRule['exclude'] } : rule)),
    { test: /\.ts$/, include: compiledBySwc, use: [swcLoader(false, jsx, refresh)] },
    { test: /\.tsx$/, include: compiledBySwc, use: [swcLoader(true, jsx, refresh)] },
  ];
}

export function compileSiteCodeWithSwcInDevelop({ stage, getConfig, actions }: CreateWebpackConfigArgs): void {
  if (stage !== 'develop' && stage !== 'develop-html') return;
  const config = getConfig();
  config.module.rules = rulesWithSwc(config.module.rules, stage === 'develop');
  actions.replaceWebpackConfig(config);
}
