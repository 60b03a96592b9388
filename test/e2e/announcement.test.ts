import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import siteConfig from '../../src/siteConfig';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const bar = (tp: TestPage) => tp.page.getByRole('region', { name: 'Announcement' });
const storedState = (tp: TestPage) =>
  tp.page.evaluate(() => ({ id: localStorage.getItem('announcement.id'), dismiss: localStorage.getItem('announcement.dismiss') }));
const currentId = siteConfig.announcement?.id as string;

test('the site has a closeable announcement', () => {
  expect(siteConfig.announcement?.isCloseable).toBe(true);
});

test('dismissal persists across reloads, and the bar never flashes', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/'));
  await expect(bar(t).isVisible()).resolves.toBe(true);
  await t.page.getByRole('button', { name: 'Dismiss announcement' }).click();
  await bar(t).waitFor({ state: 'hidden' });
  expect(await storedState(t)).toEqual({ id: currentId, dismiss: 'true' });

  await t.page.reload();
  await gotoReady(t.page, site.url('/docs/introduction'));
  expect(await bar(t).count()).toBe(0);
  // Before any app JavaScript: the boot script hides it already.
  await t.page.route(/\.js(\?|$)/, route => route.abort());
  await t.page.goto(site.url('/docs/setup/installation'), { waitUntil: 'domcontentloaded' });
  expect(await t.page.evaluate(() => getComputedStyle(document.querySelector('.announcement-bar') as Element).display)).toBe('none');
});

test('a stored dismissal of a different announcement id is reset', async () => {
  t = await openPage(site.browser);
  await t.page.goto(site.url('/404.html'));
  await t.page.evaluate(() => {
    localStorage.setItem('announcement.id', 'some-older-announcement');
    localStorage.setItem('announcement.dismiss', 'true');
  });
  await gotoReady(t.page, site.url('/'));
  await expect(bar(t).isVisible()).resolves.toBe(true);
  expect(await storedState(t)).toEqual({ id: currentId, dismiss: 'false' });
  await t.page.reload();
  await t.page.waitForLoadState('load');
  await expect(bar(t).isVisible()).resolves.toBe(true);
});
