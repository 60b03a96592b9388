// Four projects: pure logic (unit), checks over the production build (build), end-to-end
// runs in headless Chromium against the served build (e2e), and `gatsby develop` in
// Chromium against a throwaway copy of the project (develop).
const tsJest = ['ts-jest', { tsconfig: { jsx: 'react-jsx', jsxImportSource: '@emotion/react', esModuleInterop: true, allowJs: true, module: 'commonjs', target: 'ES2021' }, diagnostics: false }];
const common = {
  transform: { '^.+\\.(t|j)sx?$': tsJest },
  // ESM-only packages used by pure logic are compiled to CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(github-slugger|marked|htmlparser2|entities|domhandler|domutils|domelementtype|dom-serializer)/)'],
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
