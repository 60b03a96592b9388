// Four projects: pure logic (unit), checks over the production build (build), end-to-end
// runs in headless Chromium against the served build (e2e), and `gatsby develop` in
// Chromium against a throwaway copy of the project (develop).
const tsJest = [
  'ts-jest',
  {
    tsconfig: { jsx: 'react-jsx', jsxImportSource: '@emotion/react', esModuleInterop: true, allowJs: true, module: 'commonjs', target: 'ES2021' },
    diagnostics: false,
  },
];
// The unified / remark / micromark family (MDX -> Markdown for the twins) is ESM-only too.
const ESM_PACKAGES = [
  'github-slugger',
  'htmlparser2',
  'entities',
  'domhandler',
  'domutils',
  'domelementtype',
  'dom-serializer',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile[\\w-]*',
  'unist-[\\w-]+',
  'remark-[\\w-]+',
  'mdast-[\\w-]+',
  'micromark[\\w-]*',
  'decode-named-character-reference',
  'character-[\\w-]+',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'longest-streak',
  'zwitch',
  'ccount',
  'parse-entities',
  'stringify-entities',
  'estree-util-[\\w-]+',
  'markdown-table',
  'escape-string-regexp',
  'beautiful-mermaid',
  // The MDX compiler and the site's rehype plugins (the client-setup partial's unit test renders through them).
  '@mdx-js',
  'rehype-[\\w-]+',
  'hast-[\\w-]+',
  'hastscript',
  'estree-walker',
  'periscopic',
  'is-reference',
  'astring',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-void-elements',
  'web-namespaces',
  'trim-lines',
  'unist-util-[\\w-]+',
  'devlop',
  'ccount',
].join('|');
// The bench's pure modules (bench/*.mjs) are ES modules that Node runs as they are; their unit
// tests (test/unit/bench/) load them compiled to CommonJS.
const BENCH_MODULES = ['babel-jest', { babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs'] }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest, '^.+\\.mjs$': BENCH_MODULES },
  // ESM-only packages used by pure logic are compiled to CommonJS for Jest.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES})/)`],
  // Three packages of the MDX compiler export only an `import` entry, which Jest's require() does not read.
  moduleNameMapper: {
    '^estree-walker$': '<rootDir>/node_modules/estree-walker/src/index.js',
    '^periscopic$': '<rootDir>/node_modules/periscopic/src/index.js',
    '^is-reference$': '<rootDir>/node_modules/is-reference/src/index.js',
  },
  testEnvironment: 'node',
};
module.exports = {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/unit/**/*.test.tsx'] },
    { ...common, displayName: 'build', testMatch: ['<rootDir>/test/build/**/*.test.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.test.ts'], maxWorkers: 1 },
    { ...common, displayName: 'develop', testMatch: ['<rootDir>/test/develop/**/*.test.ts'], maxWorkers: 1 },
  ],
};
