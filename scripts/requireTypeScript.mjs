// The maintainer's scripts (drift, history) load src/drift and src/history as they are: a
// require() that compiles each .ts file with the project's TypeScript on load, so they need no build.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import ts from 'typescript';

/** A require() for the script at `scriptUrl` (its import.meta.url) that also loads .ts files. */
export function requireTypeScript(scriptUrl) {
  const require = createRequire(scriptUrl);
  require.extensions['.ts'] = (module, filename) => {
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2021, esModuleInterop: true },
    });
    module._compile(outputText, filename);
  };
  return require;
}
