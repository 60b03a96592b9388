/** The client-examples index: filters by keyboard and by click, and a plain list without JavaScript. */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, navigateByLink, openPage, TestPage } from '../support/browser';
import { publishedClientGuideCount } from '../support/content';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

/** Every guide in content/client-examples/, as the index counts them. */
const GUIDES = publishedClientGuideCount();

const visibleCards = (page: Page) => page.locator('.client-list > li:not([hidden]) a').allTextContents();
const count = (page: Page) => page.locator('.count').textContent();

test('typing a name narrows the list as you type, using only the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/client-examples'));
  expect(await visibleCards(t.page)).toHaveLength(GUIDES);
  await t.page.locator('#client-name').focus();
  await t.page.keyboard.type('imm');
  await t.page.waitForFunction(() => document.querySelector('.count')?.textContent?.startsWith('Showing 1 of'));
  expect(await visibleCards(t.page)).toEqual(['Immich']);
  expect(await count(t.page)).toBe(`Showing 1 of ${GUIDES} applications`);

  // Tab on to the category select and choose with arrow keys; then tick a capability with Space.
  await t.page.keyboard.press('Control+A');
  await t.page.keyboard.press('Backspace');
  await t.page.keyboard.press('Tab');
  expect(await t.page.evaluate(() => document.activeElement?.id)).toBe('client-category');
  await t.page.selectOption('#client-category', 'media');
  await t.page.keyboard.press('Tab');
  await t.page.keyboard.press('Space');
  await t.page.waitForFunction(() => (document.querySelector('input[name="pkce"]') as HTMLInputElement).checked);
  const cards = await visibleCards(t.page);
  expect(cards.length).toBeGreaterThan(0);
  for (const name of cards) {
    const card = t.page.locator('.client-list > li:not([hidden])', { hasText: name });
    expect(await card.locator('[data-kind="category"]').textContent()).toBe('Media');
    expect(['pkce-required', 'pkce-supported']).toContain(await card.locator('[data-kind^="pkce-"]').getAttribute('data-kind'));
  }
});

test('clicking filters combines category and capabilities', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/client-examples'));
  await t.page.getByLabel('Reads groups / roles').click();
  await t.page.waitForFunction(n => !document.querySelector('.count')?.textContent?.startsWith(`Showing ${n} `), GUIDES);
  const withGroups = await visibleCards(t.page);
  expect(withGroups.length).toBeGreaterThan(3);
  expect(withGroups.length).toBeLessThan(GUIDES);
  for (const name of withGroups) {
    const card = t.page.locator('.client-list > li:not([hidden])', { hasText: name });
    expect(await card.locator('[data-kind="groups"]').count()).toBe(1);
  }
  await t.page.getByLabel('Public client').click();
  await t.page.waitForFunction(
    ([n, all]) => (document.querySelector('.count')?.textContent ?? '') !== `Showing ${n} of ${all} applications`,
    [withGroups.length, GUIDES],
  );
  const both = await visibleCards(t.page);
  expect(both.length).toBeLessThan(withGroups.length);
  expect(await count(t.page)).toBe(`Showing ${both.length} of ${GUIDES} applications`);
});

/** What the filters' own styles decide: the form's box, and on a phone the folded panel behind its button. */
const filterLayout = (page: Page) =>
  page.evaluate(() => {
    const form = getComputedStyle(document.querySelector('.client-filters')!);
    const shown = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect().height > 0;
    return { formBorder: form.borderTopStyle, formDisplay: form.display, toggle: shown('.more-filters-toggle'), category: shown('#client-category') };
  });

test.each([
  ['on first load', false],
  ['after a navigation in the app', true],
])('on a phone the category and capability filters fold behind one button, %s', async (_how, navigate) => {
  t = await openPage(site.browser, { context: { viewport: { width: 390, height: 844 } } });
  if (navigate) {
    // Arriving by client-side navigation, the styles come with the template's code, not the served sheet.
    await gotoReady(t.page, site.url('/docs/introduction'));
    await t.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
    await navigateByLink(t.page, '/docs/client-examples');
    await t.page.waitForSelector('.client-filters');
    expect(await t.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  } else {
    await gotoReady(t.page, site.url('/docs/client-examples'));
  }
  expect(await filterLayout(t.page)).toEqual({ formBorder: 'solid', formDisplay: 'grid', toggle: true, category: false });
  const toggle = t.page.getByRole('button', { name: 'Category and capabilities' });
  await toggle.click();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  expect((await filterLayout(t.page)).category).toBe(true);
  await t.page.setViewportSize({ width: 1280, height: 900 });
  // Wider screens show every filter and no button.
  expect(await filterLayout(t.page)).toEqual({ formBorder: 'solid', formDisplay: 'grid', toggle: false, category: true });
});

test('without JavaScript the index is a plain list of every guide', async () => {
  t = await openPage(site.browser, { context: { javaScriptEnabled: false } });
  await t.page.goto(site.url('/docs/client-examples'));
  expect(await t.page.locator('.client-list > li a').count()).toBe(GUIDES);
  expect(await t.page.locator('.client-filters').isVisible()).toBe(false);
});

test('a card opens its guide inside the app (no page reload); a modified click is left to the browser', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/client-examples'));
  await t.page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  const href = await t.page.locator('.client-list a', { hasText: 'Immich' }).getAttribute('href');
  expect(href).toBe('/docs/client-examples/immich');
  // A Ctrl+click must not navigate this tab.
  await t.page.locator('.client-list a', { hasText: 'Mealie' }).click({ modifiers: ['Control'] });
  await t.page.waitForTimeout(300);
  expect(new URL(t.page.url()).pathname).toBe('/docs/client-examples');
  await t.page.locator('.client-list a', { hasText: 'Immich' }).click();
  await t.page.waitForURL('**/docs/client-examples/immich');
  await t.page.waitForSelector('h1:has-text("Immich")');
  expect(await t.page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
});
