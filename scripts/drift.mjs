// npm run drift -- <path to a pocket-id checkout>
// Compares the site (this project) with a Pocket ID source tree and prints every difference
// with file and line on both sides. Exit status: 0 clean, 1 differences, 2 bad input.
//
// The logic is TypeScript in src/drift/. Like Jest (ts-jest), this script compiles it to
// CommonJS on load, with the project's own TypeScript (transpile only; `npm run typecheck`
// checks types). The ESM-only remark packages are loaded with require(), as the build does.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireTypeScript } from './requireTypeScript.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = requireTypeScript(import.meta.url);
const { runDrift, DriftInputError } = require('../src/drift/runDrift.ts');
const siteRoot = process.env.DRIFT_SITE_ROOT ? path.resolve(process.env.DRIFT_SITE_ROOT) : root;
const { formatDifference } = require('../src/drift/difference.ts');

const target = process.argv[2];
if (!target) {
  console.error('Usage: npm run drift -- <path to a pocket-id checkout>');
  process.exit(2);
}
const pocketIdRoot = path.resolve(target);
try {
  const differences = await runDrift(siteRoot, pocketIdRoot);
  for (const difference of differences) console.log(formatDifference(difference, 'site', `pocket-id (${target})`));
  console.log(
    differences.length === 0
      ? `No differences between the site and ${pocketIdRoot}.`
      : `\n${differences.length} difference(s) between the site and ${pocketIdRoot}.`,
  );
  process.exit(differences.length === 0 ? 0 : 1);
} catch (error) {
  if (error instanceof DriftInputError) {
    console.error(`drift: ${error.message}`);
    process.exit(2);
  }
  throw error;
}
