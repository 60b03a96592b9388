#!/usr/bin/env node
// `npm run develop`: `gatsby develop` (arguments passed on) with a larger young generation for
// V8. Develop's cold start allocates heavily (Parcel, MDX, React rendering of every body,
// webpack, Babel): with 32 MB semi-spaces instead of V8's 16 MB, fewer objects survive into
// the old generation and collection takes less of it (`npm run bench` measures it; the bench
// and the develop tests start develop through this file). NODE_OPTIONS reaches develop's
// child processes too; a writer's own NODE_OPTIONS are kept, before this one.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const gatsby = fileURLToPath(new URL('../node_modules/gatsby/cli.js', import.meta.url));
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=32'].filter(Boolean).join(' ');

const child = spawn(process.execPath, [gatsby, 'develop', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS } });
const forward = signal => child.kill(signal);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
child.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Ended by a signal: end the same way, without this file's forwarding in the way.
  for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
  process.kill(process.pid, signal);
});
