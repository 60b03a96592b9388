/**
 * Lazily rendered blocks (src/lib/lazyBlocks.ts) and the reading position that keeps back,
 * forward and reload on the same text although blocks above may not have their real
 * height yet (src/client/readingPosition.ts).
 */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, navigateByLink, openPage, renderAllBlocks, TestPage, waitForApp } from '../support/browser';
import { LAZY_BLOCKS } from '../../src/lib/lazyBlocks';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const LONG = '/docs/setup/installation';
const BLOCKS = LAZY_BLOCKS.map(block => block.selector).join(', ');
const PHONE = { viewport: { width: 390, height: 844 } };

/** The first block still (partly) in the window, by its place on the page, and its top. */
const topBlock = (page: Page) =>
  page.evaluate(selector => {
    const blocks = Array.from(document.querySelectorAll(selector));
    const index = blocks.findIndex(block => block.getBoundingClientRect().bottom > 0);
    return { index, top: Math.round(blocks[index].getBoundingClientRect().top), text: (blocks[index].textContent ?? '').slice(0, 40) };
  }, BLOCKS);

/** Waits until the top block has stayed put for a few frames (blocks near the window render meanwhile). */
async function settledTopBlock(page: Page) {
  let last = await topBlock(page);
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(150);
    const now = await topBlock(page);
    if (now.index === last.index && now.top === last.top) return now;
    last = now;
  }
  return last;
}

/** Scrolls down the way a reader does, a screen at a time, so the blocks passed render on the way. */
async function readDown(page: Page, screens: number) {
  await page.mouse.move(200, 400);
  for (let i = 0; i < screens; i++) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
  return settledTopBlock(page);
}

/** Keeps the page from rendering its skipped blocks once idle (src/client/renderLazyBlocks.ts), to look at the first load itself. */
const holdIdleRendering = (page: Page) => page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));

test('on first load, blocks far below the window are not rendered until the reader nears them', async () => {
  t = await openPage(site.browser, { context: PHONE });
  await holdIdleRendering(t.page);
  await gotoReady(t.page, site.url(LONG));
  // Inside the last lazy block that has elements of its own: skipped while its block is.
  const lastInnerRendered = () =>
    t.page.evaluate(selector => {
      const block = Array.from(document.querySelectorAll(selector))
        .filter(b => b.firstElementChild && getComputedStyle(b).contentVisibility === 'auto')
        .at(-1) as Element;
      return (block.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true });
    }, BLOCKS);
  expect(await lastInnerRendered()).toBe(false);
  await t.page.evaluate(() => (document.querySelector('#page-content > :last-child') as HTMLElement).scrollIntoView());
  await t.page.waitForFunction(selector => {
    const block = Array.from(document.querySelectorAll(selector))
      .filter(b => b.firstElementChild && getComputedStyle(b).contentVisibility === 'auto')
      .at(-1) as Element;
    return (block.firstElementChild as Element).checkVisibility({ contentVisibilityAuto: true });
  }, BLOCKS);
});

test('on first load, tab sets and whole lists far down the page skip rendering, never a list item on its own; most of the page body does', async () => {
  t = await openPage(site.browser, { context: PHONE });
  await holdIdleRendering(t.page);
  await gotoReady(t.page, site.url(LONG));
  const skipped = await t.page.evaluate(() => {
    const body = document.querySelector('#page-content') as HTMLElement;
    const farDown = (el: Element) => el.getBoundingClientRect().top > 3 * window.innerHeight;
    const rendered = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true });
    const tabs = Array.from(body.querySelectorAll(':scope > .tabs')).filter(farDown);
    const lists = Array.from(body.querySelectorAll(':scope > :is(ol, ul)')).filter(farDown);
    const elements = Array.from(body.querySelectorAll('*'));
    return {
      tabs: tabs.length,
      tabsRendered: tabs.filter(tab => rendered(tab.querySelector('[role="tabpanel"] *') as Element)).length,
      lists: lists.length,
      listsRendered: lists.filter(list => rendered(list.firstElementChild as Element)).length,
      lazyItems: Array.from(body.querySelectorAll('li')).filter(li => getComputedStyle(li).contentVisibility !== 'visible').length,
      share: elements.filter(el => !rendered(el)).length / elements.length,
    };
  });
  expect(skipped.tabs).toBeGreaterThan(0);
  expect(skipped.tabsRendered).toBe(0);
  expect(skipped.lists).toBeGreaterThan(0);
  expect(skipped.listsRendered).toBe(0);
  expect(skipped.lazyItems).toBe(0);
  expect(skipped.share).toBeGreaterThan(0.5);
});

test('back and forward return to the block the reader left, at the same height', async () => {
  t = await openPage(site.browser, { context: PHONE });
  await gotoReady(t.page, site.url(LONG));
  const left = await readDown(t.page, 14);
  expect(left.index).toBeGreaterThan(10);

  // In-app navigation without scrolling to a link first (a click would move the page).
  await navigateByLink(t.page, '/docs/setup/upgrading');
  await t.page.locator('main h1', { hasText: 'Upgrade Pocket ID' }).waitFor();
  const other = await readDown(t.page, 3);

  await t.page.goBack();
  await t.page.waitForURL(url => url.pathname === LONG);
  await t.page.locator('main h1', { hasText: 'Install Pocket ID' }).waitFor();
  const back = await settledTopBlock(t.page);
  expect(back.index).toBe(left.index);
  expect(Math.abs(back.top - left.top)).toBeLessThanOrEqual(2);

  await t.page.goForward();
  await t.page.locator('main h1', { hasText: 'Upgrade Pocket ID' }).waitFor();
  const forward = await settledTopBlock(t.page);
  expect(forward.index).toBe(other.index);
  expect(Math.abs(forward.top - other.top)).toBeLessThanOrEqual(2);
});

test('a reload returns to the block the reader was at', async () => {
  t = await openPage(site.browser, { context: PHONE });
  await gotoReady(t.page, site.url(LONG));
  const left = await readDown(t.page, 12);
  await t.page.reload();
  await waitForApp(t.page);
  const after = await settledTopBlock(t.page);
  expect(after.index).toBe(left.index);
  expect(Math.abs(after.top - left.top)).toBeLessThanOrEqual(2);
});

test.each([
  '/docs/setup/installation',
  '/docs/client-examples/immich',
  '/docs/api/endpoints/create-oidc-client',
  '/docs/api-documentation',
  '/docs/guides/proxy-services',
])('a lazily rendered block, once rendered, sits where it would without containment (%s)', async route => {
  t = await openPage(site.browser, { context: PHONE });
  await gotoReady(t.page, site.url(route));
  // Every lazy block rendered but contained, as each is once the reader reaches it; then
  // the same page without containment. A margin kept inside a block would move the rest.
  const positions = () =>
    t.page.evaluate(() =>
      Array.from(document.querySelectorAll('main :is(h2, h3, p, li, pre, table, summary)')).map(
        el => `${Math.round(el.getBoundingClientRect().top + window.scrollY)} ${el.tagName} ${(el.textContent ?? '').slice(0, 30)}`,
      ),
    );
  await t.page.evaluate(selector => {
    for (const block of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      block.style.setProperty('content-visibility', 'visible');
      block.style.setProperty('contain', 'layout style paint');
    }
  }, BLOCKS);
  const contained = await positions();
  await t.page.evaluate(selector => document.querySelectorAll<HTMLElement>(selector).forEach(block => block.removeAttribute('style')), BLOCKS);
  await renderAllBlocks(t.page);
  expect(await positions()).toEqual(contained);
});
