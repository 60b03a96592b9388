/**
 * What a reader sees, measured in Chromium on every page type at 390, 768 and 1,440 px in
 * both themes (one load per page and width; the theme is switched and the 390 px window
 * narrowed to 320 px in place): no sideways
 * scrolling (also at 320 px), code text inset from its box and never under a control, the
 * drawer's entries in one vertical list inside the drawer with the current one in view, the
 * desktop sidebar's current entry in view on arrival, and no empty band above the sticky
 * columns once the navbar hides.
 */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, renderAllBlocks, TestPage } from '../support/browser';
import { NAVBAR_HIDDEN } from '../../src/components/Navbar.attributes';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const PAGES: [string, string][] = [
  ['home', '/'],
  ['doc', '/docs/setup/installation'],
  ['doc with wide tables', '/docs/configuration/environment-variables'],
  ['doc deep in the sidebar', '/docs/troubleshooting/account-recovery'],
  ['client example', '/docs/client-examples/immich'],
  ['client example deep in the sidebar', '/docs/client-examples/wekan'],
  ['client examples index', '/docs/client-examples'],
  ['API operation with bodies', '/docs/api/endpoints/create-oidc-client'],
  ['API operation deep in the sidebar', '/docs/api/endpoints/list-users'],
  ['API tag', '/docs/api/endpoints/users'],
  ['API reference', '/docs/api-documentation'],
  ['404', '/this-page-does-not-exist'],
];
const WIDTHS = [390, 768, 1440];
const THEMES = ['light', 'dark'] as const;
const DRAWER_MAX = 996;

const setTheme = (page: Page, theme: string) => page.evaluate(value => document.documentElement.setAttribute('data-theme', value), theme);

/** Page-wide width: nothing may make the document wider than the window. */
const pageOverflow = (page: Page) => page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, width: window.innerWidth }));

/**
 * Every visible code block: its text must start at least 8 px inside the <pre>'s border
 * box, and no button, label or title of the block may overlap a line of code.
 */
function codeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const intersects = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    document.querySelectorAll<HTMLElement>('pre').forEach((pre, index) => {
      const box = pre.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || pre.closest('[hidden]')) return;
      const where = `code block ${index + 1} ("${(pre.textContent ?? '').trim().slice(0, 40)}")`;
      pre.scrollLeft = 0;
      // The boxes of the text itself (not of the elements around it), one per line fragment.
      const lines: DOMRect[] = [];
      const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) if (r.width > 0 && r.height > 0 && r.top < box.bottom && r.bottom > box.top) lines.push(r);
      }
      if (lines.length === 0) return;
      const left = Math.min(...lines.map(r => r.left));
      const top = Math.min(...lines.map(r => r.top));
      if (left - box.left < 8) problems.push(`${where}: text starts ${Math.round(left - box.left)} px from the left edge`);
      if (top - box.top < 6) problems.push(`${where}: text starts ${Math.round(top - box.top)} px from the top edge`);
      const scope = pre.closest('[data-copy-scope]') ?? pre.parentElement;
      const controls = Array.from(scope?.querySelectorAll<HTMLElement>('button, .code-title, .code-language') ?? []).filter(el => !pre.contains(el));
      const visible = lines.map(r => new DOMRect(Math.max(r.left, box.left), r.top, Math.min(r.right, box.right) - Math.max(r.left, box.left), r.height));
      for (const control of controls) {
        const c = control.getBoundingClientRect();
        if (c.width === 0) continue;
        if (visible.some(line => line.width > 0 && intersects(line, c))) problems.push(`${where}: "${control.textContent?.trim()}" covers code text`);
      }
    });
    return problems;
  });
}

/** The open drawer: every entry inside the drawer's box, one per row, the current one in view. */
function drawerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const dialog = document.querySelector<HTMLElement>('#mobile-drawer');
    if (!dialog) return ['the drawer did not open'];
    const box = dialog.getBoundingClientRect();
    const links = Array.from(dialog.querySelectorAll<HTMLElement>('a[href]')).filter(a => a.getClientRects().length > 0);
    if (links.length < 5) problems.push(`only ${links.length} entries are rendered`);
    const outside = links.filter(a => {
      const r = a.getBoundingClientRect();
      return r.left < box.left - 0.5 || r.right > box.right + 0.5;
    });
    if (outside.length) problems.push(`${outside.length} of ${links.length} entries lie outside the drawer sideways`);
    let sameRow = 0;
    links.reduce(
      (previous, a) => {
        const r = a.getBoundingClientRect();
        if (r.top < previous.bottom - 1) sameRow += 1;
        return r;
      },
      new DOMRect(0, -Infinity, 0, 0),
    );
    if (sameRow) problems.push(`${sameRow} entries sit beside the one before instead of below it`);
    const current = dialog.querySelector<HTMLElement>('a[aria-current="page"]');
    if (current) {
      const r = current.getBoundingClientRect();
      if (r.top < box.top || r.bottom > Math.min(box.bottom, window.innerHeight))
        problems.push(`the current entry is out of view (top ${Math.round(r.top)} px)`);
    }
    return problems;
  });
}

/** The desktop sidebar's current entry lies within the sidebar's visible box and the window. */
function sidebarProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const aside = document.querySelector<HTMLElement>('aside.sidebar');
    const current = aside?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!aside || !current) return [];
    const box = aside.getBoundingClientRect();
    const r = current.getBoundingClientRect();
    const bottom = Math.min(box.bottom, window.innerHeight);
    return r.top >= box.top && r.bottom <= bottom
      ? []
      : [`the current sidebar entry is out of view (${Math.round(r.top)} px from the top, the sidebar ends at ${Math.round(bottom)} px)`];
  });
}

/** After the navbar hides, the sticky sidebar and table of contents start at the top of the window. */
async function bandProblems(page: Page): Promise<string[]> {
  const hasColumns = await page.evaluate(
    () => Boolean(document.querySelector('aside.sidebar')) && document.documentElement.scrollHeight > window.innerHeight * 2,
  );
  if (!hasColumns) return [];
  await page.evaluate(() => window.scrollTo(0, 200));
  await page.evaluate(() => window.scrollTo(0, 1400));
  await page.waitForFunction(name => document.querySelector('header')?.getAttribute(name) === 'true', NAVBAR_HIDDEN);
  // The navbar slides away in 0.2 s; the columns follow it.
  await page.waitForTimeout(450);
  return page.evaluate(() => {
    const problems: string[] = [];
    const header = document.querySelector('header')!.getBoundingClientRect();
    const top = Math.max(0, header.bottom);
    const aside = document.querySelector<HTMLElement>('aside.sidebar')!.getBoundingClientRect();
    if (aside.top > top + 1) problems.push(`an empty band of ${Math.round(aside.top - top)} px above the sidebar`);
    const toc = document.querySelector<HTMLElement>('.toc-col');
    if (toc && toc.getClientRects().length > 0) {
      const tocTop = toc.getBoundingClientRect().top;
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize);
      if (tocTop > top + 1.5 * rem + 1) problems.push(`an empty band of ${Math.round(tocTop - top - 1.5 * rem)} px above the table of contents`);
    }
    return problems;
  });
}

/** The announcement bar stays short on phones: its text takes at most two lines. */
function announcementProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.querySelector<HTMLElement>('.announcement-bar p');
    if (!text) return ['the announcement bar is missing'];
    const lines = Math.round(text.getBoundingClientRect().height / parseFloat(getComputedStyle(text).lineHeight));
    return lines > 2 ? [`the announcement takes ${lines} lines`] : [];
  });
}

describe.each(WIDTHS)('%i px wide (390 also measures 320 px)', width => {
  test.each(PAGES)('%s (%s)', async (_name, path) => {
    t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
    await gotoReady(t.page, site.url(path));
    await renderAllBlocks(t.page);
    const problems: string[] = [];
    const isDocs = path.startsWith('/docs');
    // On arrival, before anything scrolls.
    if (width > DRAWER_MAX) problems.push(...(await sidebarProblems(t.page)));
    for (const theme of THEMES) {
      await setTheme(t.page, theme);
      const { scrollWidth } = await pageOverflow(t.page);
      if (scrollWidth > width) problems.push(`${theme}: the page is ${scrollWidth} px wide`);
      problems.push(...(await codeProblems(t.page)).map(p => `${theme}: ${p}`));
    }
    if (isDocs && width <= DRAWER_MAX) {
      await t.page.getByRole('button', { name: 'Open navigation' }).click();
      await t.page.getByRole('dialog', { name: 'Site navigation' }).waitFor();
      for (const theme of THEMES) {
        await setTheme(t.page, theme);
        problems.push(...(await drawerProblems(t.page)).map(p => `${theme} drawer: ${p}`));
      }
      await t.page.keyboard.press('Escape');
    }
    if (width > DRAWER_MAX) problems.push(...(await bandProblems(t.page)));
    if (width === 390) {
      problems.push(...(await announcementProblems(t.page)));
      // The narrowest phones, measured on the same load.
      await t.page.setViewportSize({ width: 320, height: 700 });
      for (const theme of THEMES) {
        await setTheme(t.page, theme);
        const { scrollWidth } = await pageOverflow(t.page);
        if (scrollWidth > 320) problems.push(`${theme} at 320 px: the page is ${scrollWidth} px wide`);
      }
    }
    expect(problems).toEqual([]);
  });
});
