/**
 * Keyboard only, from a fresh page load: the Tab order through the skip link and the
 * navbar, search opened with Enter and closed with Escape, the mobile drawer, and the
 * table of contents. Every check names the focused element by its accessible name or
 * href, never by where it is drawn.
 */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import siteConfig from '../../src/siteConfig';

/** The announcement's link (the newest release's notes), the stop between the skip link and the dismiss button. */
const announcementLink = `link "${siteConfig.announcement!.link!.label}" -> ${siteConfig.announcement!.link!.href}`;

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

interface Focused {
  role: string;
  name: string;
  href: string | null;
  inDialog: string | null;
  inToc: boolean;
}

/**
 * The focused element as the accessibility tree has it (role and accessible name, from
 * Playwright's ARIA snapshot), plus its href and whether it is in a dialog or the TOC.
 */
async function focused(page: Page): Promise<Focused> {
  const facts = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const dialog = el?.closest('dialog');
    return {
      isBody: !el || el === document.body,
      tag: el?.tagName.toLowerCase() ?? '',
      href: el?.getAttribute('href') ?? null,
      inDialog: dialog ? (dialog.getAttribute('aria-label') ?? dialog.getAttribute('aria-labelledby') ?? '') : null,
      inToc: Boolean(el?.closest('.toc-col nav.toc')),
    };
  });
  if (facts.isBody) return { role: 'body', name: '', href: null, inDialog: null, inToc: false };
  const snapshot = await page.locator(':focus').ariaSnapshot();
  const line = snapshot.split('\n')[0];
  // An element without a role of its own (<summary>) is listed as its text: "- text: On this page".
  const plain = line.match(/^- text: (.*)$/);
  if (plain) return { role: facts.tag, name: plain[1].trim(), href: facts.href, inDialog: facts.inDialog, inToc: facts.inToc };
  const [, role = '', name = ''] = line.match(/^- ([\w-]+)(?: "((?:[^"\\]|\\.)*)")?/) ?? [];
  return { role, name: name.replace(/\\"/g, '"'), href: facts.href, inDialog: facts.inDialog, inToc: facts.inToc };
}

async function tab(page: Page, times = 1): Promise<Focused> {
  for (let i = 0; i < times; i++) await page.keyboard.press('Tab');
  return focused(page);
}

/**
 * Where a Tab stop is while a modal is open: in the dialog, or on the browser's own
 * controls (no element of the page has focus; a native modal lets Tab pass there between
 * its last and first control, as the HTML spec intends). Never on the page behind it.
 */
const modalStop = (f: Focused) => (f.inDialog !== null ? 'dialog' : f.role === 'body' ? 'browser' : `page behind: ${describe_(f)}`);

/** Presses `key`; when focus lands on the browser's own controls (between a modal's last and first control), presses it once more. */
async function pressPastBrowser(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  if (modalStop(await focused(page)) === 'browser') await page.keyboard.press(key);
}

const describe_ = (f: Focused) => `${f.role} "${f.name}"${f.href ? ` -> ${f.href}` : ''}`;

describe('desktop (1280×900)', () => {
  beforeEach(async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/setup/installation'));
  });

  test('Tab goes to the skip link first, then through the announcement and the navbar in order', async () => {
    const stops: string[] = [];
    for (let i = 0; i < 12; i++) stops.push(describe_(await tab(t.page)));
    expect(stops.slice(0, 11)).toEqual([
      'link "Skip to main content" -> #main-content',
      announcementLink,
      'button "Dismiss announcement"',
      'link "Pocket ID" -> /',
      'link "Docs" -> /docs/introduction',
      'link "Client examples" -> /docs/client-examples',
      'link "API reference" -> /docs/api-documentation',
      expect.stringMatching(/^link ".+" -> #version$/),
      `link "Pocket ID source code on GitHub" -> ${siteConfig.providerRepositoryUrl}`,
      'button "Search docs"',
      expect.stringMatching(/^button "[^"]*(mode|theme)[^"]*"$/i),
    ]);
    // After the navbar comes the docs sidebar, not the page body.
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest('aside.sidebar')))).toBe(true);
  });

  test('Enter on the skip link moves focus to the main content', async () => {
    expect((await tab(t.page)).name).toBe('Skip to main content');
    await t.page.keyboard.press('Enter');
    expect(await t.page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab continues inside the main content, past navbar and sidebar.
    await tab(t.page);
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
  });

  test('Enter on the search button opens search with focus in the field; Escape closes it and focus returns', async () => {
    let stop = await tab(t.page);
    for (let i = 0; i < 20 && stop.name !== 'Search docs'; i++) stop = await tab(t.page);
    expect(describe_(stop)).toBe('button "Search docs"');
    await t.page.keyboard.press('Enter');
    const dialog = t.page.getByRole('dialog');
    await dialog.waitFor();
    const inSearch = await focused(t.page);
    expect(inSearch.role).toBe('combobox');
    expect(inSearch.inDialog).not.toBeNull();
    // Tab never reaches the page behind: it is inert.
    expect(await t.page.locator('dialog').evaluate(d => d.matches(':modal'))).toBe(true);
    for (let i = 0; i < 10; i++) expect(['dialog', 'browser']).toContain(modalStop(await tab(t.page)));
    await t.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(describe_(await focused(t.page))).toBe('button "Search docs"');
  });

  test('the table of contents is reachable by Tab and Enter on a link moves to its heading', async () => {
    const toc = await t.page.locator('.toc-col nav.toc a').evaluateAll(links => links.map(a => a.getAttribute('href')));
    expect(toc.length).toBeGreaterThan(2);
    // Tab through navbar, sidebar and article (cheap check per stop) until the TOC.
    let inToc = false;
    for (let i = 0; i < 400 && !inToc; i++) {
      await t.page.keyboard.press('Tab');
      inToc = await t.page.evaluate(() => Boolean(document.activeElement?.closest('.toc-col nav.toc')));
    }
    const stop = await focused(t.page);
    expect(stop.inToc).toBe(true);
    expect(stop.href).toBe(toc[0]);
    // Every TOC link is a Tab stop, in order.
    for (const href of toc.slice(1, 3)) expect((await tab(t.page)).href).toBe(href);
    const target = toc[2]!;
    await t.page.keyboard.press('Enter');
    await t.page.waitForFunction(hash => window.location.hash === hash, target);
    const id = decodeURIComponent(target.slice(1));
    // The heading is scrolled to the top of the viewport, below the sticky navbar.
    await t.page.waitForFunction(headingId => {
      const heading = document.getElementById(headingId);
      if (!heading) return false;
      const top = heading.getBoundingClientRect().top;
      const navbar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      return top >= Math.max(0, navbar - 1) && top < window.innerHeight / 2;
    }, id);
    await t.page.waitForSelector(`.toc-col nav.toc a[href="${target}"][aria-current="true"]`);
  });
});

describe('mobile (390×844)', () => {
  beforeEach(async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 390, height: 844 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
  });

  test('Tab reaches the menu button right after the skip link and announcement; it opens the drawer, which keeps focus; Escape closes it', async () => {
    const stops: string[] = [];
    for (let i = 0; i < 4; i++) stops.push(describe_(await tab(t.page)));
    expect(stops).toEqual(['link "Skip to main content" -> #main-content', announcementLink, 'button "Dismiss announcement"', 'button "Open navigation"']);
    await t.page.keyboard.press('Enter');
    await t.page.getByRole('dialog', { name: 'Site navigation' }).waitFor();
    const first = await focused(t.page);
    expect(first.inDialog).toBe('Site navigation');
    expect(describe_(first)).toBe('button "Close navigation"');
    // Forward stops stay inside; backwards from the first goes to the last, and forward from
    // there to the first, at most via the browser's own controls (the page behind is inert).
    for (let i = 0; i < 5; i++) expect((await tab(t.page)).inDialog).toBe('Site navigation');
    for (let i = 0; i < 10 && (await focused(t.page)).name !== 'Close navigation'; i++) await t.page.keyboard.press('Shift+Tab');
    await pressPastBrowser(t.page, 'Shift+Tab');
    expect(
      await t.page.evaluate(() => {
        const stops = Array.from(document.querySelectorAll<HTMLElement>('dialog a[href], dialog button, dialog summary')).filter(
          el => el.offsetParent !== null,
        );
        return stops.length > 5 && stops[stops.length - 1] === document.activeElement;
      }),
    ).toBe(true);
    await pressPastBrowser(t.page, 'Tab');
    expect(describe_(await focused(t.page))).toBe('button "Close navigation"');
    await t.page.keyboard.press('Escape');
    await t.page.getByRole('dialog', { name: 'Site navigation' }).waitFor({ state: 'detached' });
    // Focus comes back in the trap's effect cleanup, which may run a frame after the dialog is gone.
    await t.page
      .waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open navigation', undefined, { timeout: 2000 })
      .catch(() => undefined);
    expect(describe_(await focused(t.page))).toBe('button "Open navigation"');
    expect(await t.page.getByRole('button', { name: 'Open navigation' }).getAttribute('aria-expanded')).toBe('false');
  });

  test('the inline table of contents opens with Enter and its links move to their heading', async () => {
    let stop = await tab(t.page);
    for (let i = 0; i < 60 && stop.name !== 'On this page'; i++) stop = await tab(t.page);
    expect(describe_(stop)).toBe('summary "On this page"');
    await t.page.keyboard.press('Enter');
    const first = await tab(t.page);
    const links = await t.page.locator('details.toc-inline nav.toc a').evaluateAll(as => as.map(a => a.getAttribute('href')));
    expect(first.href).toBe(links[0]);
    await t.page.keyboard.press('Enter');
    await t.page.waitForFunction(hash => window.location.hash === hash, links[0]);
    const id = decodeURIComponent(links[0]!.slice(1));
    await t.page.waitForFunction(headingId => {
      const top = document.getElementById(headingId)?.getBoundingClientRect().top ?? -1;
      return window.scrollY > 0 && top >= 0 && top < window.innerHeight / 2;
    }, id);
  });
});
