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
  'marked',
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
].join('|');
const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  // ESM-only packages used by pure logic are compiled to CommonJS for Jest.
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_PACKAGES})/)`],
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
