import { useSite } from '../support/e2eSetup';
import { dataTheme, gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const toggle = (tp: TestPage) => tp.page.locator('header button[data-mode]');
const stored = (tp: TestPage) => tp.page.evaluate(() => window.localStorage.getItem('theme'));

test('cycles light → dark → system → light, saving the choice under "theme", with a telling name', async () => {
  t = await openPage(site.browser, { context: { colorScheme: 'dark' } });
  await gotoReady(t.page, site.url('/docs/introduction'));
  // No choice yet: the system preference (dark) applies.
  await expect(toggle(t).getAttribute('aria-label')).resolves.toBe('Switch between dark and light mode (currently system mode; activate for light mode)');
  expect(await dataTheme(t.page)).toBe('dark');

  const steps = [
    { mode: 'light', theme: 'light', next: 'dark mode' },
    { mode: 'dark', theme: 'dark', next: 'system mode' },
    { mode: 'system', theme: 'dark', next: 'light mode' },
    { mode: 'light', theme: 'light', next: 'dark mode' },
  ];
  for (const step of steps) {
    await toggle(t).click();
    await t.page.waitForFunction(mode => document.documentElement.getAttribute('data-color-mode') === mode, step.mode);
    expect({ theme: await dataTheme(t.page), stored: await stored(t), label: await toggle(t).getAttribute('aria-label') }).toEqual({
      theme: step.theme,
      stored: step.mode,
      label: `Switch between dark and light mode (currently ${step.mode} mode; activate for ${step.next})`,
    });
  }
});

test('the choice survives a reload and other pages', async () => {
  t = await openPage(site.browser, { context: { colorScheme: 'light' } });
  await gotoReady(t.page, site.url('/docs/introduction'));
  await toggle(t).click(); // system → light
  await toggle(t).click(); // light → dark
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await t.page.reload();
  expect(await dataTheme(t.page)).toBe('dark');
  await gotoReady(t.page, site.url('/'));
  expect(await dataTheme(t.page)).toBe('dark');
  await expect(toggle(t).getAttribute('aria-label')).resolves.toContain('currently dark mode');
});

test('system mode follows a live change of the OS preference; explicit modes do not', async () => {
  t = await openPage(site.browser, { context: { colorScheme: 'light' } });
  await gotoReady(t.page, site.url('/docs/introduction'));
  expect(await dataTheme(t.page)).toBe('light');
  await t.page.emulateMedia({ colorScheme: 'dark' });
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'dark');
  await t.page.emulateMedia({ colorScheme: 'light' });
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-theme') === 'light');

  await toggle(t).click(); // system → light (explicit)
  await t.page.waitForFunction(() => document.documentElement.getAttribute('data-color-mode') === 'light');
  await t.page.emulateMedia({ colorScheme: 'dark' });
  // Let the media change reach the page, then check nothing followed it.
  await t.page.waitForFunction(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  await t.page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await dataTheme(t.page)).toBe('light');
});

describe('no flash: data-theme is right before any of the app JavaScript runs', () => {
  for (const [name, scheme, seed] of [
    ['stored dark', 'light', 'dark'],
    ['system dark, nothing stored', 'dark', null],
  ] as const) {
    test(name, async () => {
      t = await openPage(site.browser, { context: { colorScheme: scheme } });
      if (seed) {
        await t.page.goto(site.url('/404.html'));
        await t.page.evaluate(value => window.localStorage.setItem('theme', value), seed);
      }
      const heldBack: string[] = [];
      await t.page.route(/\.js(\?|$)/, route => {
        heldBack.push(route.request().url());
        return route.abort();
      });
      await t.page.goto(site.url('/docs/introduction'), { waitUntil: 'domcontentloaded' });
      const state = await t.page.evaluate(() => ({
        theme: document.documentElement.getAttribute('data-theme'),
        booted: Boolean(window.docsBooted),
        background: getComputedStyle(document.body).backgroundColor,
      }));
      expect(heldBack.some(url => /\/app-[0-9a-f]+\.js$/.test(url))).toBe(true);
      expect(state).toEqual({ theme: 'dark', booted: false, background: 'rgb(17, 19, 23)' });
    });
  }
});
