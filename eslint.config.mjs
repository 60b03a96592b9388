// Lint rules: TypeScript, React, hooks and accessibility, plus the project's layer boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'CustomEvent'];

// Import bans several folders share. ESLint replaces a rule's options when a later block
// names the same files, so a block that adds bans restates these instead of losing them.
const NO_DRIFT = { group: ['**/drift/*'], message: 'src/drift is a maintainer tool (npm run drift); the site does not use it.' };
const NO_UI_LIBRARIES = ['react', 'react-*', 'react/*', 'gatsby', 'gatsby-*', '@emotion/*'];
const PURE_LOGIC_BANS = [{ group: NO_UI_LIBRARIES, message: 'src/lib and the core/ folders of features are plain TypeScript.' }, NO_DRIFT];

// src/lib's relative imports: another module of src/lib (`./x`), a feature's core (`../search/core/x`)
// or a component's attribute names (`X.attributes`, a leaf module of constants that imports only
// other attribute modules); every other relative path leaves src/lib for the site's upper layers.
const LIB_IMPORTS = {
  regex: '^(?!\\./[\\w/-]+$)(?!\\.\\./[A-Za-z]+/core/[\\w/-]+$)(?!(?:\\.\\./)+[\\w/-]+\\.attributes$)\\.',
  message: "src/lib imports src/lib, a feature's core/ and components' attribute names (X.attributes) only (ARCHITECTURE.md, Layers).",
};
// An attribute module (`X.attributes.ts`) is a leaf of constants any layer may read: it imports
// other attribute modules only, so reading one never pulls in a component or a library.
const ATTRIBUTES_IMPORTS = {
  regex: '^(?!\\.{1,2}/(?:[\\w-]+/|\\.\\./)*[\\w-]+\\.attributes$)',
  message: 'An attribute module holds names only: it imports other attribute modules (X.attributes) and nothing else.',
};

// Module-level state in build code: `let`/`var`, an empty Map or Set (one built from a literal
// list is a constant lookup table) and an object with a `null` slot to fill later.
const MODULE_LET = {
  selector: "Program > VariableDeclaration[kind!='const'], Program > ExportNamedDeclaration > VariableDeclaration[kind!='const']",
  message: 'No module-level `let`/`var` in build code: create the state in the function that owns it and pass it on.',
};
const EMPTY_COLLECTION = 'NewExpression[callee.name=/^(Map|Set|WeakMap|WeakSet)$/][arguments.length=0]';
const MODULE_COLLECTION = {
  selector: `Program > VariableDeclaration > VariableDeclarator > ${EMPTY_COLLECTION}.init, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ${EMPTY_COLLECTION}.init`,
  message:
    'No module-level Map or Set filled at run time in build code: create it in the function that owns it, or add the file to the process-wide state list in eslint.config.mjs with its reason.',
};
const NULL_SLOT = "ObjectExpression.init > Property > Literal.value[raw='null']";
const MODULE_SLOT = {
  selector: `Program > VariableDeclaration > VariableDeclarator > ${NULL_SLOT}, Program > ExportNamedDeclaration > VariableDeclaration > VariableDeclarator > ${NULL_SLOT}`,
  message:
    'No module-level object with a slot filled at run time in build code: create it in the function that owns it, or add the file to the process-wide state list in eslint.config.mjs with its reason.',
};

// Features with core/, build/ and browser/ halves. A feature reaches another through its core/
// only; the site's shell (templates, src/gatsby, src/components, src/hosting, gatsby-*, tests)
// puts features together and may import any half. Each entry lists the other features' modules
// it may import, and why.
const FEATURES = ['apiReference', 'clientGuides', 'instanceCheck', 'search', 'yourSetup'];
const crossFeature = allowed => ({
  // A component's attribute names (`X.attributes`) are its contract with every reader, in any feature.
  group: [...FEATURES.flatMap(name => [`**/${name}/build/**`, `**/${name}/browser/**`]), '!**/*.attributes', ...allowed.map(module => `!**/${module}`)],
  message: "A feature imports another feature's core/ only; its build/ and browser/ halves are that feature's own (the site's shell may import them).",
});
// A page creator hands its bodies to develop's search index: the type of that hand-over.
const SEARCH_PAGES = 'search/build/developIndex';
// "Your setup" is a form and its styled example hosts that other features' bodies embed.
const YOUR_SETUP_PARTS = ['yourSetup/browser/YourSetupForm', 'yourSetup/browser/YourSetupForm.style', 'yourSetup/browser/CreateClientRequest'];
// A client guide's twin renders its Pocket ID setup prose with the guide's own MDX components.
const CLIENT_SETUP_COMPONENTS = 'clientGuides/browser/clientSetupComponents';

// What build code may not import.
const BUILD_BANS = [NO_DRIFT, { group: ['**/search/browser/*'], message: "Build code reads search's core, not its dialog." }];

// What browser code may not import: code that runs only at build time.
const BROWSER_BANS = [
  { group: ['**/gatsby/**', '!gatsby'], allowTypeImports: true, message: 'Build-time code (src/gatsby) must not reach the browser bundle.' },
  {
    group: ['**/build/*', '**/diagrams/*', '**/hosting/*', '**/linkCheck/*'],
    message: 'Build-time code (a build/ folder, diagrams, hosting, link check) must not reach the browser bundle.',
  },
  {
    group: ['**/socialCards/*', '!**/socialCards/cardPath'],
    message: 'Social cards are drawn at build time; the browser may only name their paths (socialCards/cardPath).',
  },
  {
    group: ['**/twins/*', '!**/twins/markdownTwin'],
    message: 'The Markdown twins are made at build time; the browser may only name their paths (twins/markdownTwin).',
  },
  NO_DRIFT,
  {
    group: ['**/boot/*', '!**/boot/*Boot'],
    message: 'src/boot turns the boot functions into inline scripts at build time; the browser may import only a boot module (`*Boot.ts`).',
  },
];

/** Code that runs at build time only, in Node. */
const BUILD_CODE = [
  'src/gatsby/**',
  'src/*/build/**',
  'src/twins/**',
  'src/diagrams/**',
  'src/hosting/**',
  'src/linkCheck/**',
  'src/socialCards/**',
  'src/boot/inlineScript.ts',
  'src/boot/bootScripts.ts',
];

export default tseslint.config(
  // src/gatsby-types.d.ts is generated by the build (graphqlTypegen).
  { ignores: ['node_modules/', 'public/', '.cache/', 'bench/results/', 'shots/', 'src/gatsby-types.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts', 'gatsby-*.ts'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      // The classic hook rules. The React Compiler rules in the plugin's recommended set are
      // left out: the site is not compiled with it, and reading browser storage in an effect
      // after mount (setState there) is what keeps hydration matching the server's HTML.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.configs.recommended.rules,
      // Emotion's `css` prop is a valid JSX attribute here.
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      'react/prop-types': 'off',
      // A native modal <dialog> handles its keys and a click on its backdrop (Escape is the
      // keyboard way to dismiss it, built in).
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        { handlers: ['onClick', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'], dialog: ['onKeyDown', 'onKeyUp', 'onClick'] },
      ],
      // Scrolling code blocks and tables must be reachable by keyboard (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'table'], roles: ['tabpanel', 'region'] }],
    },
  },
  {
    // Pure logic: no React, Gatsby, Emotion or browser globals.
    files: ['src/lib/**', 'src/*/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: PURE_LOGIC_BANS,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map(name => ({
          name,
          message: "Pure logic takes what it needs as parameters; browser code lives in src/client, src/components, src/hooks or a feature's browser/ folder.",
        })),
      ],
    },
  },
  {
    // src/lib restates the pure-logic bans and adds its place in the layers: below every other
    // layer, it reaches only src/lib, the features' core/ and attribute modules.
    files: ['src/lib/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...PURE_LOGIC_BANS, LIB_IMPORTS] }] },
  },
  {
    // The drift check (npm run drift) is a maintainer tool in plain TypeScript: it reads the
    // site's files and a Pocket ID checkout, never the site's code, React, Gatsby or the browser.
    files: ['src/drift/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: NO_UI_LIBRARIES, message: 'src/drift is plain TypeScript run by scripts/drift.mjs.' },
            {
              group: ['../*'],
              message: 'src/drift reads the site as files; it does not import site code, so it runs without Gatsby.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map(name => ({ name, message: 'src/drift runs in Node (scripts/drift.mjs and Jest), never in a browser.' })),
      ],
    },
  },
  {
    // The site's build code does not pull in the maintainer tool, nor search's dialog.
    files: BUILD_CODE,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: BUILD_BANS,
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map(name => ({ name, message: 'Build code runs in Node; browser code lives in src/client, src/components or a browser/ folder.' })),
      ],
    },
  },
  {
    // A feature's build half and the twins (a build-time feature) restate the build-code bans
    // and add the boundary between features.
    files: ['src/*/build/**', 'src/twins/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...BUILD_BANS, crossFeature([SEARCH_PAGES, CLIENT_SETUP_COMPONENTS])],
        },
      ],
    },
  },
  {
    // A feature's core is shared by its build and browser halves, and depends on neither; it
    // is pure logic too, so the pure-logic bans (drift included) hold there as well.
    files: ['src/*/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...PURE_LOGIC_BANS,
            {
              // '../../' reaches the halves from a subfolder of core/ (apiReference/core/codeSamples).
              group: ['../build/*', '../browser/*', '../../build/*', '../../browser/*', '**/gatsby/*', '**/components/*'],
              message: "A feature's core/ is shared by its build and browser halves and imports neither.",
            },
            crossFeature([]),
          ],
        },
      ],
    },
  },
  {
    // Build code keeps no state between calls at module level: each build (and each develop
    // rebuild) starts clean, and tests do not leak into each other.
    files: [...BUILD_CODE, 'src/lib/**', 'src/*/core/**', 'src/drift/**'],
    rules: { 'no-restricted-syntax': ['error', MODULE_LET, MODULE_COLLECTION, MODULE_SLOT] },
  },
  {
    // Process-wide state on purpose: each of these modules keeps a Map, Set or object for the
    // whole `gatsby build` / `gatsby develop` process (still no let/var).
    files: [
      // Rendered bodies by facts: develop re-renders only the bodies whose facts changed.
      'src/gatsby/bodies/bodyCache.ts',
      // MDX files whose body failed to compile, so the overlay entry clears once they compile.
      'src/gatsby/bodies/brokenMdx.tsx',
      // The fingerprint of src/ and the lock file, hashed once per process.
      'src/gatsby/develop/codeFingerprint.ts',
      // Each repository's commit dates, read from git once per process.
      'src/gatsby/sourcing/gitDates.ts',
      // Compiled MDX by file and body: a partial shown on every client guide compiles once.
      'src/gatsby/bodies/renderStatic.tsx',
      // Rules extracted in replaceRenderer, read by onRenderBody for the same page (two Gatsby hooks).
      'src/gatsby/ssr/serverStyles.tsx',
      // Converted OpenAPI descriptions: the same text recurs across operations and schemas.
      'src/apiReference/core/markdown.ts',
      // Minified boot scripts by source: every page of a build carries the same few.
      'src/boot/inlineScript.ts',
      // The latest createPages run's pages and their index: createPages and develop's dev server are separate API calls.
      'src/search/build/developIndex.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', MODULE_LET] },
  },
  {
    // Browser code never pulls in build-time code. `src/*/browser/**` is each feature's browser
    // half (src/search, src/yourSetup, src/instanceCheck, src/clientGuides, src/apiReference), held to the same rules.
    files: [
      'src/components/**',
      'src/hooks/**',
      'src/providers/**',
      'src/templates/**',
      'src/pages/**',
      'src/client/**',
      'src/*/browser/**',
      'gatsby-browser.tsx',
    ],
    rules: {
      // typescript-eslint's form of the rule, which can let a type through: a type-only import
      // is erased before webpack sees it (the templates read their page context's type,
      // src/gatsby/pages/pageContext.ts, from the code that builds it).
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: BROWSER_BANS }],
    },
  },
  {
    // A feature's browser half restates the browser bans and adds the boundary between features.
    files: ['src/*/browser/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...BROWSER_BANS, crossFeature(YOUR_SETUP_PARTS)] }],
    },
  },
  {
    // A boot function runs inline before first paint as its own source text (src/boot/inlineScript.ts):
    // its module imports types only, since nothing outside the function's body reaches the page.
    files: ['src/boot/*Boot.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '.*', allowTypeImports: true, message: 'A boot function is sent as source text: import types only, and pass values in as arguments.' },
          ],
        },
      ],
    },
  },
  {
    // Attribute modules, wherever they sit: this replaces the import bans of their folder (a
    // core/ folder's among them), which an import of attribute modules only cannot break.
    files: ['src/**/*.attributes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ATTRIBUTES_IMPORTS] }] },
  },
  {
    // One concern per component: a .tsx file over 120 lines of code does several things. Blank
    // lines and comments do not count, so explaining why never pushes a file over.
    files: ['src/**/*.tsx', 'gatsby-*.tsx'],
    ignores: [
      // Not components: Gatsby's createPages and onCreatePage for docs, guides, the docs index,
      // the 404 page and redirects, in order of creation; the steps share one run's page creator.
      'src/gatsby/pages/createPages.tsx',
      // The table of every kind of page body (component and facts), declared once on purpose.
      'src/gatsby/bodies/pageBodies.tsx',
    ],
    rules: { 'max-lines': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // One concern per module: a .ts file over 250 lines of code does several things, so it is
    // split where its concerns part (schemaTree.ts: the walk, schemaLabels.ts, schemaNodes.ts;
    // search's extract.ts and recordDrafts.ts). A file that stays one concern past that is
    // listed in `ignores` with its reason; none does today. Declaration files are types only.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.d.ts'],
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Build code and the pure converters load ESM-only packages (unified, remark, MDX) with
    // require(), which Node 20.19+ supports: Gatsby compiles build code to CommonJS. The
    // shared scripts/*.js modules are CommonJS so that Jest and ES modules both load them.
    files: ['src/gatsby/**', 'src/*/build/**', 'src/twins/**', 'src/diagrams/**', 'src/lib/**', 'src/drift/**', 'test/**', 'scripts/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests walk parsed JSON and YAML documents freely.
    files: ['test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
