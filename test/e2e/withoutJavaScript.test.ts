/**
 * Without JavaScript nothing dead is shown (issue #48, item 9), at 390 and 1440 px: every tab
 * panel shows, stacked under its tab's label; the phone menu is a link to the docs index; the
 * search button is a link to the search page, whose DuckDuckGo form submits (the page's
 * policy allows that one target) and whose list names every page; copy buttons are not
 * shown. With JavaScript the buttons are back and the stand-in links gone.
 */
import { useSite } from '../support/e2eSetup';
import { eventually, gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const INSTALLATION = '/docs/setup/installation';
const OPERATION = '/docs/api/endpoints/list-users';
const visibleCount = (t: TestPage, selector: string) =>
  t.page.locator(selector).evaluateAll(nodes => nodes.filter(n => (n as HTMLElement).offsetParent !== null || getComputedStyle(n).position === 'fixed').length);

async function openWithoutScripts(width: number) {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 }, javaScriptEnabled: false } });
}

test.each([390, 1440])('at %i px without JavaScript, every tab panel shows under its label and no copy button shows', async width => {
  await openWithoutScripts(width);
  for (const path of [INSTALLATION, OPERATION]) {
    await t.page.goto(site.url(path));
    const panels = await t.page.locator('[role="tabpanel"]').count();
    expect(panels).toBeGreaterThan(1);
    expect(await visibleCount(t, '[role="tabpanel"]')).toBe(panels);
    expect(await visibleCount(t, '[role="tablist"]')).toBe(0);
    // Each panel is introduced by its tab's label.
    const labels = await t.page
      .locator('[role="tabpanel"]')
      .evaluateAll(nodes =>
        nodes.map(node => [getComputedStyle(node, '::before').content, document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent]),
      );
    for (const [shown, tab] of labels) expect(shown).toBe(JSON.stringify(tab));
    expect(await t.page.locator('button[data-copy]').count()).toBeGreaterThan(0);
    expect(await visibleCount(t, 'button[data-copy]')).toBe(0);
    // No button at all in the article: each needs JavaScript (an operation schema's Expand all and Collapse all too).
    expect(await visibleCount(t, 'main button')).toBe(0);
  }
});

test('at 390 px without JavaScript, the menu is a link to the docs index and search a link to the search page', async () => {
  await openWithoutScripts(390);
  await t.page.goto(site.url(INSTALLATION));
  // No button at all in the navbar or the announcement bar: each needs JavaScript.
  expect(await visibleCount(t, 'header button, .announcement-bar button')).toBe(0);
  const menu = t.page.getByRole('link', { name: 'All docs' });
  expect(await menu.isVisible()).toBe(true);
  const search = t.page.getByRole('link', { name: 'Search docs' });
  expect(await search.isVisible()).toBe(true);
  await menu.click();
  await t.page.waitForURL(url => url.pathname === '/docs/');
  await t.page.getByRole('link', { name: 'Search docs' }).click();
  await t.page.waitForURL(url => url.pathname === '/docs/search');
  expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toBe('Search the docs');
});

test.each([390, 1440])('at %i px without JavaScript, the search page searches the site on DuckDuckGo and lists every page', async width => {
  await openWithoutScripts(width);
  await t.page.goto(site.url('/docs/search'));
  // The button that opens the site's own search needs JavaScript: hidden.
  expect(await visibleCount(t, 'main button:not([type="submit"])')).toBe(0);
  const pages = await t.page
    .getByRole('navigation', { name: 'Every page' })
    .locator('a')
    .evaluateAll(links => links.map(a => new URL((a as HTMLAnchorElement).href).pathname));
  for (const path of [INSTALLATION, '/docs/troubleshooting/error-messages', '/docs/client-examples/immich', '/docs/configuration/environment-variables']) {
    expect(pages).toContain(path);
  }
  await t.page.getByLabel('Search these docs on DuckDuckGo').fill('passkey localhost');
  await t.page.getByRole('button', { name: 'Search', exact: true }).click();
  // The test machine has no internet: the request is intercepted, and recorded, at the browser.
  await eventually(() => t.blocked.some(url => url.startsWith('https://duckduckgo.com/')), true);
  const query = new URL(t.blocked.find(url => url.startsWith('https://duckduckgo.com/'))!).searchParams;
  expect(query.get('q')).toBe('passkey localhost');
  expect(query.get('sites')).toBe('pocket-id.org');
});

test('with JavaScript, the buttons are back and the stand-in links hidden', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 390, height: 900 } } });
  await gotoReady(t.page, site.url(INSTALLATION));
  expect(await t.page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(true);
  expect(await t.page.getByRole('button', { name: 'Search docs' }).isVisible()).toBe(true);
  expect(await visibleCount(t, 'header a.menu, header a.search-button')).toBe(0);
  expect(await visibleCount(t, 'button[data-copy]')).toBeGreaterThan(0);
  expect(await visibleCount(t, '[role="tablist"]')).toBeGreaterThan(0);
  // One panel per tab set shows, as before.
  const sets = await t.page.locator('.tabs').count();
  expect(await visibleCount(t, '[role="tabpanel"]')).toBe(sets);
  await gotoReady(t.page, site.url('/docs/search'));
  expect(await t.page.getByRole('button', { name: 'Search the docs' }).isVisible()).toBe(true);
});
