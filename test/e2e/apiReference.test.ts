/**
 * API operation pages in Chromium: the two-column layout and its sticky examples column, no
 * sideways scrolling, schema trees and the response switcher by keyboard, persistent sample
 * tabs, copy buttons, the short and full sample bodies, room for ten lines of request and of
 * response in a laptop's window, and the redirect from /docs/api to the overview.
 */
import path from 'path';
import type { Locator, Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { clickLinkTo, gotoReady, openPage, renderAllBlocks, TestPage } from '../support/browser';
import { loadOpenApi } from '../../src/apiReference/core/loadOpenApi';
import { ROOT } from '../support/paths';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const samplesOf = (page: Page) => page.locator('section[aria-labelledby="code-samples"]');
const visiblePanel = (page: Page) => samplesOf(page).locator('[role="tabpanel"]:not([hidden])');
const selectedTab = (page: Page) =>
  page.evaluate(() => document.querySelector('section[aria-labelledby="code-samples"] [role="tab"][aria-selected="true"]')?.textContent ?? null);
const waitForSelectedTab = (page: Page, label: string) =>
  page.waitForFunction(
    expected => document.querySelector('section[aria-labelledby="code-samples"] [role="tab"][aria-selected="true"]')?.textContent === expected,
    label,
  );
const isOpen = (details: Locator) => details.evaluate(el => (el as HTMLDetailsElement).open);

test('a schema tree node expands and collapses from the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const details = t.page.locator('.schema-tree details:not([open])').first();
  await details.waitFor({ state: 'attached' });
  const marker = await details.evaluate(el => {
    el.setAttribute('data-under-test', '');
    return el.querySelector(':scope > summary')?.textContent;
  });
  expect(marker).toBeTruthy();
  const node = t.page.locator('details[data-under-test]');
  expect(await isOpen(node)).toBe(false);
  await node.locator(':scope > summary').focus();
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => (document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(node)).toBe(true);
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => !(document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(node)).toBe(false);
});

test('the chosen code-sample language persists across pages and reloads; arrow keys move between tabs', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
  await samplesOf(t.page).getByRole('tab', { name: 'Python' }).click();
  await waitForSelectedTab(t.page, 'Python');
  expect(await visiblePanel(t.page).textContent()).toContain('import requests');

  await clickLinkTo(t.page, '/docs/api/endpoints/get-user-by-id', 'aside.sidebar');
  // The URL changes before the new page renders: wait for its own sample (a user ID in the path).
  await t.page.waitForFunction(() =>
    document.querySelector('section[aria-labelledby="code-samples"] [role="tabpanel"]:not([hidden])')?.textContent?.includes('/api/users/'),
  );
  await waitForSelectedTab(t.page, 'Python');
  expect(await visiblePanel(t.page).textContent()).toContain('import requests');

  await t.page.reload();
  await waitForSelectedTab(t.page, 'Python');
  await samplesOf(t.page).getByRole('tab', { name: 'Python' }).focus();
  await t.page.keyboard.press('ArrowRight');
  await waitForSelectedTab(t.page, 'Go');
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe('Go');
  expect(await selectedTab(t.page)).toBe('Go');
});

test('the copy button puts the visible sample on the clipboard', async () => {
  t = await openPage(site.browser, { context: { permissions: ['clipboard-read', 'clipboard-write'] } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
  await samplesOf(t.page).getByRole('tab', { name: 'cURL' }).click();
  await waitForSelectedTab(t.page, 'cURL');
  const panel = visiblePanel(t.page);
  const code = (await panel.locator('pre').textContent()) ?? '';
  expect(code).toContain('curl');
  expect(code).toContain('X-API-Key');
  await panel.getByRole('button', { name: 'Copy code to clipboard' }).click();
  await panel.getByRole('button', { name: 'Copied' }).waitFor();
  expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(code);
});

const WIDTHS = [390, 768, 1440];
const OPERATIONS = ['/docs/api/endpoints/create-oidc-client', '/docs/api/endpoints/list-users'];

describe.each(WIDTHS)('at %i px', width => {
  test.each(OPERATIONS)('%s does not scroll sideways', async route => {
    t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
    await gotoReady(t.page, site.url(route));
    await renderAllBlocks(t.page);
    const overflow = await t.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Parameters never become a table that scrolls on its own.
    expect(await t.page.locator('main table').count()).toBe(0);
  });
});

test('at 1,440 px the examples sit in a right column that stays in view while the details scroll', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const details = await t.page.locator('.api-details').boundingBox();
  const examples = t.page.locator('.api-examples');
  const box = await examples.boundingBox();
  expect(details && box).toBeTruthy();
  expect(box!.x).toBeGreaterThan(details!.x + details!.width - 1);
  expect(await examples.isVisible()).toBe(true);
  expect(await samplesOf(t.page).isVisible()).toBe(true);
  expect(await examples.evaluate(el => getComputedStyle(el).position)).toBe('sticky');

  // Scroll well into the responses: the right column is still on screen, at its sticky offset.
  await t.page.locator('#responses').scrollIntoViewIfNeeded();
  await t.page.evaluate(() => window.scrollBy(0, 400));
  await t.page.waitForTimeout(100);
  const after = await examples.evaluate(el => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, viewport: window.innerHeight, scrolled: window.scrollY };
  });
  expect(after.scrolled).toBeGreaterThan(400);
  expect(after.top).toBeGreaterThanOrEqual(0);
  expect(after.top).toBeLessThan(120);
  expect(after.bottom).toBeGreaterThan(200);
});

test('below 1,200 px the page is one column: the request sample under the method bar, then the details, then the response examples', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1024, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const [header, samples, details, responses] = await Promise.all(
    ['#page-header', '.code-samples', '.api-details', '.response-examples'].map(async selector => (await t.page.locator(selector).boundingBox())!),
  );
  expect(samples.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(details.y).toBeGreaterThanOrEqual(samples.y + samples.height - 1);
  expect(responses.y).toBeGreaterThanOrEqual(details.y + details.height - 1);
  for (const box of [samples, responses]) expect(Math.abs(box.x - details.x)).toBeLessThan(2);
});

test('the response status switcher works from the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const switcher = t.page.locator('section[aria-labelledby="response-examples"]');
  const tabs = switcher.getByRole('tab');
  const labels = await tabs.allTextContents();
  expect(labels.length).toBeGreaterThan(1);
  expect(labels[0]).toMatch(/^2\d\d$/);
  const shownPanel = () => switcher.evaluate(s => s.querySelector('[role="tabpanel"]:not([hidden])')?.id);
  const first = await shownPanel();

  await tabs.first().focus();
  await t.page.keyboard.press('ArrowRight');
  // The tabs' behaviour may still be on its way (it loads on focus): the key is held and applied when it arrives.
  await t.page.waitForFunction(
    label => document.activeElement?.getAttribute('aria-selected') === 'true' && document.activeElement.textContent === label,
    labels[1],
  );
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe(labels[1]);
  expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
  expect(await shownPanel()).not.toBe(first);
  expect(await switcher.locator('[role="tabpanel"]:not([hidden])').count()).toBe(1);

  await t.page.keyboard.press('End');
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe(labels[labels.length - 1]);
  await t.page.keyboard.press('Home');
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe(labels[0]);
  expect(await shownPanel()).toBe(first);
  // The status choice is the reader's for this page only: it does not touch the language tabs.
  expect(await selectedTab(t.page)).toBe('cURL');
});

test('on a 390 px phone the status switcher keeps all eight statuses on one row', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 390, height: 844 } } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const tops = await t.page
    .locator('section[aria-labelledby="response-examples"] [role="tab"]')
    .evaluateAll(tabs => tabs.map(tab => Math.round(tab.getBoundingClientRect().top)));
  expect(tops.length).toBe(8);
  expect(new Set(tops).size).toBe(1);
});

test('responses: the success response is open, errors are collapsed and open from the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const responses = t.page.locator('details.response');
  const states = await responses.evaluateAll(list => list.map(d => [d.querySelector('.status')?.textContent ?? '', (d as HTMLDetailsElement).open] as const));
  for (const [status, open] of states) expect([status, open]).toEqual([status, status.startsWith('2')]);
  await t.page
    .locator('details.response:not([open])')
    .first()
    .evaluate(el => el.setAttribute('data-under-test', ''));
  const error = t.page.locator('details.response[data-under-test]');
  await error.locator(':scope > summary').focus();
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => (document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(error)).toBe(true);
  await t.page.keyboard.press('Space');
  await t.page.waitForFunction(() => !(document.querySelector('details[data-under-test]') as HTMLDetailsElement).open);
  expect(await isOpen(error)).toBe(false);
});

test('Expand all and Collapse all open and close every level of a schema tree, from the keyboard', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const tree = t.page.locator('.schema-tree:has(button[data-schema-expand])').first();
  const states = () => tree.evaluate(el => Array.from(el.querySelectorAll('details')).map(d => (d as HTMLDetailsElement).open));
  // The controls' chunk may still be loading when the key is pressed: it handles the press once it arrives.
  const reaches = async (want: (open: boolean[]) => boolean) => {
    for (let i = 0; i < 50 && !want(await states()); i++) await t.page.waitForTimeout(100);
    return want(await states());
  };
  expect((await states()).some(open => !open)).toBe(true);
  await tree.getByRole('button', { name: 'Expand all' }).focus();
  await t.page.keyboard.press('Enter');
  expect(await reaches(open => open.every(Boolean))).toBe(true);
  await t.page.keyboard.press('Tab');
  expect(await t.page.evaluate(() => document.activeElement?.textContent)).toBe('Collapse all');
  await t.page.keyboard.press('Space');
  expect(await reaches(open => open.every(o => !o))).toBe(true);
});

/** How many lines of code each shown box of the examples column (request, then response) shows inside the window. */
const linesInView = (page: Page) =>
  page.evaluate(() =>
    ['.code-samples', '.response-examples'].map(section => {
      const pre = Array.from(document.querySelectorAll<HTMLElement>(`.api-examples ${section} pre`)).find(p => p.getClientRects().length > 0);
      if (!pre) return 0;
      const style = getComputedStyle(pre);
      const lineHeight = parseFloat(getComputedStyle(pre.querySelector('code') ?? pre).lineHeight);
      const top = pre.getBoundingClientRect().top + pre.clientTop;
      // The box's code area: inside its padding, above a horizontal scroll bar.
      const [from, to] = [top + parseFloat(style.paddingTop), top + pre.clientHeight - parseFloat(style.paddingBottom)];
      return Math.round(((Math.min(to, window.innerHeight) - Math.max(from, 0)) / lineHeight) * 100) / 100;
    }),
  );

/** Waits until the examples column stops moving (it follows the navbar as it hides and returns). */
async function columnAtRest(page: Page): Promise<void> {
  let last = '';
  for (let i = 0; i < 40; i++) {
    const now = await page.evaluate(() => JSON.stringify(document.querySelector('.api-examples')!.getBoundingClientRect()));
    if (now === last) return;
    last = now;
    await page.waitForTimeout(100);
  }
}

describe.each([
  [1366, 768],
  [1440, 900],
])('in a %i x %i window', (width, height) => {
  test('the request and the response box each show at least ten lines, on arrival and once the column sticks', async () => {
    t = await openPage(site.browser, { context: { viewport: { width, height } } });
    await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
    await columnAtRest(t.page);
    const seen: Record<string, number[]> = { arrival: await linesInView(t.page) };
    // Reading down the details: the navbar hides and the column sticks under the window's top.
    await t.page.evaluate(() => window.scrollTo(0, 900));
    await columnAtRest(t.page);
    seen.reading = await linesInView(t.page);
    // A step back up brings the navbar back over the stuck column.
    await t.page.evaluate(() => window.scrollBy(0, -100));
    await columnAtRest(t.page);
    expect(await t.page.locator('header[data-hidden="true"]').count()).toBe(0);
    seen.navbarBack = await linesInView(t.page);
    const tooFew = Object.entries(seen).flatMap(([when, [request, response]]) =>
      [`${when}: request ${request}`, `${when}: response ${response}`].filter((_, i) => [request, response][i] < 10),
    );
    expect(tooFew).toEqual([]);
  });
});

test('"Full body" switches every language between the short and the full request body from the keyboard, and Copy copies what is shown', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const shownCode = () => visiblePanel(t.page).locator('pre').filter({ visible: true });
  const toggle = samplesOf(t.page).getByRole('button', { name: 'Full body' });
  expect(await toggle.getAttribute('aria-pressed')).toBe('false');
  expect(await shownCode().count()).toBe(1);
  const short = (await shownCode().textContent()) ?? '';
  expect(short).toContain('"callbackURLs"');
  expect(short).not.toContain('"isPublic"');

  await toggle.focus();
  await t.page.keyboard.press('Enter');
  await t.page.waitForFunction(() => document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') === 'true');
  expect(await shownCode().count()).toBe(1);
  const full = (await shownCode().textContent()) ?? '';
  for (const field of ['"name"', '"callbackURLs"', '"isPublic"', '"isGroupRestricted"', '"refreshTokenDurationMinutes"']) expect(full).toContain(field);
  await visiblePanel(t.page).getByRole('button', { name: 'Copy code to clipboard' }).filter({ visible: true }).click();
  await visiblePanel(t.page).getByRole('button', { name: 'Copied' }).waitFor();
  expect(await t.page.evaluate(() => navigator.clipboard.readText())).toBe(full);

  // Another language shows its full body too.
  await samplesOf(t.page).getByRole('tab', { name: 'Python' }).click();
  await waitForSelectedTab(t.page, 'Python');
  expect(await shownCode().textContent()).toContain('"refreshTokenDurationMinutes"');

  await toggle.focus();
  await t.page.keyboard.press('Space');
  await t.page.waitForFunction(() => document.querySelector('button[aria-pressed]')?.getAttribute('aria-pressed') === 'false');
  expect(await shownCode().count()).toBe(1);
  expect(await shownCode().textContent()).not.toContain('"isPublic"');
});

test('the request body lists every field of its schema at once; nested objects start collapsed', async () => {
  const { document } = await loadOpenApi(path.join(ROOT, 'openapi/pocket-id.yaml'));
  const schema = (document.components as Record<string, Record<string, { properties: Record<string, unknown> }>>).schemas.OidcClientCreateDto;
  const fields = Object.keys(schema.properties);
  expect(fields.length).toBeGreaterThan(15);
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  await renderAllBlocks(t.page);
  const rows = t.page.locator('section[aria-labelledby="request-body"] .schema-tree .root > li > details > .children > ul > li');
  const listed = await rows.evaluateAll(items =>
    items.filter(item => item.getClientRects().length > 0).map(item => item.querySelector(':scope > div > code.name')?.textContent ?? ''),
  );
  expect([...listed].sort()).toEqual([...fields].sort());
  // `credentials` is an object: its own fields wait behind its summary.
  const credentials = rows.filter({ has: t.page.locator(':scope > div > code.name', { hasText: /^credentials$/ }) });
  expect(await credentials.locator(':scope > details').evaluate(el => (el as HTMLDetailsElement).open)).toBe(false);
});

test('/docs/api redirects to the API overview', async () => {
  t = await openPage(site.browser);
  await t.page.goto(site.url('/docs/api'));
  await t.page.waitForURL(url => url.pathname.replace(/\/$/, '') === '/docs/api-documentation');
  await t.page.getByRole('heading', { level: 1, name: 'API reference' }).waitFor();
});
