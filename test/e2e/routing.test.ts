/** `.html` addresses, the 404 page and a wrong base path, through nginx and a dumb static server. */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage, waitForApp } from '../support/browser';
import { startStaticServer, StaticServer } from '../support/staticServer';
import { PUBLIC_DIR } from '../support/paths';

const site = useSite();
let t: TestPage;
let dumb: StaticServer;
let under: StaticServer;
beforeAll(async () => {
  [dumb, under] = await Promise.all([startStaticServer(PUBLIC_DIR), startStaticServer(PUBLIC_DIR, '/sub/')]);
});
afterAll(async () => {
  await dumb?.stop();
  await under?.stop();
});
afterEach(async () => t?.close());

const h1 = (tp: TestPage) => tp.page.locator('main h1').first().textContent();

describe.each([
  ['/docs/introduction.html', '/docs/introduction', 'Introduction'],
  ['/docs/introduction/index.html', '/docs/introduction', 'Introduction'],
  ['/docs/setup/installation.html#configure-a-reverse-proxy', '/docs/setup/installation', 'Install Pocket ID'],
])('%s shows the page at %s', (from, to, title) => {
  test('through nginx (301 redirect)', async () => {
    t = await openPage(site.browser);
    const response = await t.page.goto(site.url(from));
    expect(
      await response
        ?.request()
        .redirectedFrom()
        ?.response()
        .then(r => r?.status()),
    ).toBe(301);
    await waitForApp(t.page);
    expect(new URL(t.page.url()).pathname).toBe(to);
    expect(await h1(t)).toBe(title);
  });

  test('through a server that knows nothing about it (handled in the browser)', async () => {
    t = await openPage(site.browser);
    await t.page.goto(`${dumb.origin}${from}`);
    await t.page.waitForURL(url => url.pathname === to);
    await waitForApp(t.page);
    await t.page.locator('main h1', { hasText: title }).waitFor();
    expect(await h1(t)).toBe(title);
    expect(await t.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
    expect(new URL(t.page.url()).hash).toBe(from.includes('#') ? `#${from.split('#')[1]}` : '');
    expect(t.pageErrors).toEqual([]);
  });
});

test('an unknown address answers 404 with the not-found page linking home and to the docs', async () => {
  t = await openPage(site.browser);
  const response = await t.page.goto(site.url('/docs/no-such-page'));
  expect(response?.status()).toBe(404);
  await waitForApp(t.page);
  expect(await h1(t)).toBe('Page not found');
  expect(await t.page.title()).toBe('Page not found | Pocket ID');
  const main = t.page.locator('main');
  expect(await main.locator('a[href="/"]').count()).toBe(1);
  await main.locator('a[href="/docs/"]').click();
  await t.page.waitForURL(url => url.pathname === '/docs/');
  await t.page.locator('main h1', { hasText: 'Pocket ID documentation' }).waitFor();
  expect(await t.page.getByRole('heading', { name: 'Page not found' }).count()).toBe(0);
});

test('served from another base path, the site says so', async () => {
  t = await openPage(site.browser);
  await t.page.goto(`${under.origin}/sub/docs/introduction`);
  const warning = t.page.locator('#base-path-warning');
  await warning.waitFor();
  expect(await warning.getAttribute('role')).toBe('alert');
  expect(await warning.textContent()).toContain('served from a different base path than it was built for');
});

test('served from the right base path, there is no such warning', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, `${dumb.origin}/docs/introduction`);
  await t.page.waitForLoadState('load');
  expect(await t.page.locator('#base-path-warning').count()).toBe(0);
});
