/** The search e2e test's server and browser, built on the shared test support. */
import type { Browser, BrowserContext } from 'playwright-core';
import { startStaticServer } from '../support/staticServer';
import { launchChromium } from '../support/chromium';

/** Serves public/ (404.html for misses) and records the paths requested. */
export async function servePublic(dir: string): Promise<{ url: string; close: () => Promise<void>; requests: string[] }> {
  const server = await startStaticServer(dir);
  return { url: server.origin, requests: server.requests, close: () => server.stop() };
}

/** Chromium with outside requests intercepted: the version file answers, all else is aborted. */
export async function launch(origin: string): Promise<{ browser: Browser; context: BrowserContext }> {
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.route('**/*', route => {
    const url = route.request().url();
    if (url.startsWith('https://raw.githubusercontent.com/')) return route.fulfill({ status: 200, contentType: 'text/plain', body: '2.14.0' });
    if (url.startsWith(origin)) return route.continue();
    return route.abort();
  });
  return { browser, context };
}
