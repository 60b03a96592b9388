/**
 * Finding and launching the system Chromium for the e2e suite. Flags are fixed: headless,
 * no sandbox (containers run as root), no GPU and no background traffic of its own.
 */
import fs from 'fs';
import { chromium, Browser } from 'playwright-core';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `CHROME_PATH`, else Debian's `/usr/bin/chromium`; null when neither exists. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  return candidates.find(p => fs.existsSync(p)) ?? null;
}

/**
 * One browser per test file. Playwright refuses an explicit `--user-data-dir` in `args`;
 * `chromium.launch` itself starts every browser with a fresh temporary `--user-data-dir`
 * (removed on close), which is what we want.
 */
export async function launchChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('Chromium not found: set CHROME_PATH or run `apt-get install -y chromium`.');
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true });
}
