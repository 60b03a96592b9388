// npm run history -- <path to a Pocket ID git clone with its release tags>
// Walks every release tag from v1.0.0 on with the drift check's readers (src/drift/history.ts)
// and writes content/history/pocket-id-history.yaml, the file the site's "since" marks, the
// upgrade planner and the release pages are built from. Compiled on load like scripts/drift.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireTypeScript } from './requireTypeScript.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = requireTypeScript(import.meta.url);
const { walkHistory } = require('../src/drift/history.ts');
const { dumpHistory } = require('../src/history/core/historyData.ts');

const target = process.argv[2];
if (!target || !fs.existsSync(path.join(target, '.git'))) {
  console.error('Usage: npm run history -- <path to a Pocket ID git clone with its release tags>');
  process.exit(2);
}
const out = path.join(root, process.env.HISTORY_OUT ?? 'content/history/pocket-id-history.yaml');
const started = Date.now();
const history = await walkHistory(path.resolve(target), version => process.stdout.write(`${version} `));
fs.mkdirSync(path.dirname(out), { recursive: true });
fs.writeFileSync(out, dumpHistory(history));
console.log(`\nWrote ${path.relative(root, out)}: ${history.releases.length} releases in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
