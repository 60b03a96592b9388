/**
 * Per-test browser pages for the e2e suite. The machine is offline, so every request that
 * leaves 127.0.0.1 is intercepted: the version file gets the reply the test asks for, all
 * else is aborted. Console output and page errors are collected for assertions.
 */
import type { Browser, BrowserContext, BrowserContextOptions, ConsoleMessage, Page, Route } from 'playwright-core';
import siteConfig from '../../src/siteConfig';
import { LAZY_BLOCKS_ATTRIBUTE } from '../../src/lib/lazyBlocks';
import { APP_READY_ATTRIBUTE } from '../../src/lib/appReady';

export const VERSION_URL = siteConfig.versionFileUrl;

export type VersionReply = { status: number; body: string; delayMs?: number } | 'abort';

export interface TestPage {
  context: BrowserContext;
  page: Page;
  /** Every request made for the version file. */
  versionRequests: string[];
  console: ConsoleMessage[];
  pageErrors: Error[];
  /** Outside requests that were aborted (anything but the version file). */
  blocked: string[];
  close(): Promise<void>;
}

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.hostname === 'localhost';

export async function openPage(browser: Browser, options: { version?: VersionReply; context?: BrowserContextOptions } = {}): Promise<TestPage> {
  const version = options.version ?? { status: 200, body: '2.14.0\n' };
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options.context });
  const versionRequests: string[] = [];
  const blocked: string[] = [];
  await context.route(
    url => !isLocal(url),
    async (route: Route) => {
      const url = route.request().url();
      if (url.startsWith('https://raw.githubusercontent.com/')) {
        versionRequests.push(url);
        if (version === 'abort') return route.abort('internetdisconnected');
        if (version.delayMs) await new Promise(r => setTimeout(r, version.delayMs));
        return route.fulfill({
          status: version.status,
          body: version.body,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Access-Control-Allow-Origin': '*' },
        });
      }
      blocked.push(url);
      return route.abort('blockedbyclient');
    },
  );
  const page = await context.newPage();
  const messages: ConsoleMessage[] = [];
  const pageErrors: Error[] = [];
  const cspViolations: string[] = [];
  page.on('console', message => {
    messages.push(message);
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  page.on('pageerror', error => pageErrors.push(error));
  // Anything the site's Content-Security-Policy blocks fails the test that caused it.
  const close = async () => {
    await context.close();
    if (cspViolations.length) throw new Error(`Content-Security-Policy violations:\n${cspViolations.join('\n')}`);
  };
  return { context, page, versionRequests, console: messages, pageErrors, blocked, close };
}

/** Resolves once the app says it is interactive: the first render's effects ran and its link handler listens (src/lib/appReady.ts). */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(attribute => document.documentElement.hasAttribute(attribute), APP_READY_ATTRIBUTE);
}

/**
 * Navigates in the app as a reader's click on an internal link does (the app's link handler
 * hands it to Gatsby's public `navigate`), without scrolling to a link first: a link to `path`
 * is added to the page, clicked and removed.
 */
export async function navigateByLink(page: Page, path: string): Promise<void> {
  await page.evaluate(to => {
    const link = Object.assign(document.createElement('a'), { href: to });
    document.body.append(link);
    link.click();
    link.remove();
  }, path);
}

export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForApp(page);
}

/**
 * Renders every lazily rendered block (src/lib/lazyBlocks.ts) at once, as the page is once
 * a reader has scrolled through it. Checks of a whole page's layout and accessibility need
 * real boxes: a block that skips rendering has none, and it clips what overflows it.
 */
export async function renderAllBlocks(page: Page): Promise<void> {
  await page.evaluate(async attribute => {
    document.documentElement.removeAttribute(attribute);
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, LAZY_BLOCKS_ATTRIBUTE);
}

/** Gatsby-style client-side navigation through a real link click, waiting for the new URL. */
export async function clickLinkTo(page: Page, href: string, scope = 'body'): Promise<void> {
  await page.locator(`${scope} a[href="${href}"]`).first().click();
  await page.waitForURL(url => url.pathname === href.split('#')[0]);
}

export const dataTheme = (page: Page) => page.evaluate(() => document.documentElement.getAttribute('data-theme'));

/** Waits until `read` gives `expected` (compared as toEqual does), failing with the last value after five seconds. */
export async function eventually<T>(read: () => T | Promise<T>, expected: T): Promise<void> {
  const start = Date.now();
  for (;;) {
    const value = await read();
    try {
      expect(value).toEqual(expected);
      return;
    } catch (error) {
      if (Date.now() - start > 5000) throw error;
      await new Promise(resolve => setTimeout(resolve, 100));
    }
  }
}
