#!/usr/bin/env node
// Production build. If it fails, public/ is removed so nothing half-built can be deployed.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const result = spawnSync('npx', ['gatsby', 'build', ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.status !== 0) {
  rmSync(new URL('../public', import.meta.url), { recursive: true, force: true });
  console.error('\nBuild failed: public/ was removed so that no partial site is published. Fix the error named above and build again.');
  process.exit(result.status ?? 1);
}
