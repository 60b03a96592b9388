#!/usr/bin/env node
/**
 * `npm test`: checks the tools, then unit tests, the production build, checks over the
 * build, the end-to-end suite in headless Chromium against nginx, and `gatsby develop` in
 * Chromium. Stops at the first failing step with a non-zero exit code.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', '.bin', 'jest');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = existsSync('/usr/bin/apt-get');

function step(title) {
  console.log(`\n==> ${title}`);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function findChromium() {
  return [process.env.CHROME_PATH, '/usr/bin/chromium'].find(p => p && existsSync(p)) ?? null;
}

function findNginx() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx'].find(p => p && existsSync(p)) ?? null;
}

/** Debian's nginx brotli module (deploy/nginx-brotli.conf is tested with it). */
function findBrotliModule() {
  return ['/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so'].find(p => existsSync(p)) ?? null;
}

/** `java` on PATH (the HTML validity check runs vnu.jar with it). */
function findJava() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = dir && path.join(dir, 'java');
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

let aptUpdated = false;
/** Installs a Debian package when we may (root with apt-get); otherwise explains and exits. */
function ensure(name, find, pkg) {
  const found = find();
  if (found) {
    console.log(`${name}: ${found}`);
    return found;
  }
  const command = `apt-get update && apt-get install -y ${pkg}`;
  if (!isRoot || !hasAptGet) {
    console.error(
      `${name} is not installed. Install it with:\n  sudo apt-get update && sudo apt-get install -y ${pkg}\n` +
        (name === 'Chromium' ? 'or point CHROME_PATH at a Chromium/Chrome binary.' : ''),
    );
    process.exit(1);
  }
  console.log(`${name} is not installed; installing Debian's "${pkg}" package: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated && run('apt-get', ['update'], { env }) !== 0) process.exit(1);
  aptUpdated = true;
  if (run('apt-get', ['install', '-y', pkg], { env }) !== 0) process.exit(1);
  const installed = find();
  if (!installed) {
    console.error(`${pkg} was installed but ${name} is still not found.`);
    process.exit(1);
  }
  console.log(`${name}: ${installed}`);
  return installed;
}

/*
 * Runs one step; on failure exits with its code. Each step's duration is printed in the
 * next step's header; the output closes with one "Tests: N passed, N failed" line.
 */
let previous = null;
function runStep(title, fn) {
  const note = previous ? ` (${previous.title} took ${((Date.now() - previous.start) / 1000).toFixed(0)} s)` : '';
  step(`${title}${note}`);
  previous = { title: title.replace(/ \(.*$/, ''), start: Date.now() };
  const status = fn();
  if (status !== 0) process.exit(status || 1);
}

step('1/7 Tools: Chromium, nginx (with its brotli module) and Java');
process.env.CHROME_PATH = ensure('Chromium', findChromium, 'chromium');
ensure('nginx', findNginx, 'nginx');
ensure('nginx brotli module', findBrotliModule, 'libnginx-mod-http-brotli-filter');
ensure('Java', findJava, 'default-jre-headless');

// Each Jest run also writes JSON results, summed into one closing line over all suites.
const resultsDir = mkdtempSync(path.join(os.tmpdir(), 'docs-test-'));
const totals = { passed: 0, failed: 0 };
function jestRun(name, args) {
  const file = path.join(resultsDir, `${name}.json`);
  const status = run(jest, [...args, '--json', `--outputFile=${file}`]);
  if (existsSync(file)) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (status !== 0) console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
  return status;
}

runStep(
  '2/7 Static checks: types (tsc --noEmit), lint (npm run lint: eslint, then knip for dead exports, with and without the tests) and formatting (prettier --check)',
  () => run('npx', ['tsc', '--noEmit']) || run('npm', ['run', 'lint', '--silent']) || run('npx', ['prettier', '--check', '.', '--log-level', 'warn']),
);
runStep('3/7 Unit tests (jest --selectProjects unit)', () => jestRun('unit', ['--selectProjects', 'unit']));
runStep('4/7 Production build (npm run build)', () => run('npm', ['run', 'build'], { env: { ...process.env, CI: 'true' } }));
runStep('5/7 Build tests (jest --selectProjects build)', () => jestRun('build', ['--selectProjects', 'build']));
runStep('6/7 End-to-end tests (jest --selectProjects e2e --runInBand)', () => jestRun('e2e', ['--selectProjects', 'e2e', '--runInBand']));
runStep('7/7 gatsby develop tests (jest --selectProjects develop --runInBand)', () => jestRun('develop', ['--selectProjects', 'develop', '--runInBand']));
console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed`);
