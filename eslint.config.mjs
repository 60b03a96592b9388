// Lint rules: TypeScript, React, hooks and accessibility, plus the project's layer boundaries.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'HTMLElement', 'Element', 'CustomEvent'];

export default tseslint.config(
  { ignores: ['node_modules/', 'public/', '.cache/', 'bench/results/', 'shots/'] },
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
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre', 'table'], roles: ['tabpanel'] }],
    },
  },
  {
    // Pure logic: no React, Gatsby, Emotion or browser globals.
    files: ['src/lib/**', 'src/openapi/**', 'src/search/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'gatsby', 'gatsby-*', '@emotion/*'],
              message: 'src/lib, src/openapi and src/search are plain TypeScript.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...BROWSER_GLOBALS.map(name => ({
          name,
          message: 'Pure logic takes what it needs as parameters; browser code lives in src/client, src/components or src/hooks.',
        })),
      ],
    },
  },
  {
    // Browser code never pulls in build-time code.
    files: ['src/components/**', 'src/hooks/**', 'src/providers/**', 'src/templates/**', 'src/pages/**', 'src/client/**', 'gatsby-browser.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/gatsby/*', '!gatsby'], message: 'Build-time code (src/gatsby) must not reach the browser bundle.' }] },
      ],
    },
  },
  {
    // Build code and the pure converters load ESM-only packages (unified, remark, MDX) with
    // require(), which Node 20.19+ supports: Gatsby compiles build code to CommonJS.
    files: ['src/gatsby/**', 'src/lib/**', 'test/**'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests walk parsed JSON and YAML documents freely.
    files: ['test/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
