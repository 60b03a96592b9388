/** Drawer, sidebar, navbar, table of contents, heading anchors and the skip link. */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import { contentPages } from '../support/content';
import { METHOD_BADGE } from '../../src/components/MethodBadge.attributes';
import { NAVBAR_HIDDEN } from '../../src/components/Navbar.attributes';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const activeInDialog = (tp: TestPage) =>
  tp.page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    return Boolean(dialog && document.activeElement && dialog.contains(document.activeElement));
  });

/** No element of the page has focus: it is on the browser's own controls. */
const onBrowserUi = (tp: TestPage) => tp.page.evaluate(() => !document.activeElement || document.activeElement === document.body);

describe('drawer at ≤996 px', () => {
  test('the menu button opens a native modal that keeps Tab off the page; Escape closes it and focus returns', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 800, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    expect(await t.page.locator('aside.sidebar').isVisible()).toBe(false);
    const menu = t.page.getByRole('button', { name: 'Open navigation' });
    await menu.click();
    const dialog = t.page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await activeInDialog(t)).toBe(true);
    expect(await dialog.evaluate(d => d.matches(':modal'))).toBe(true);
    // The page behind is inert: its links cannot take focus, even from script.
    expect(
      await t.page.evaluate(() => {
        document.querySelector<HTMLElement>('main a[href]')?.focus();
        return Boolean(document.activeElement?.closest('dialog'));
      }),
    ).toBe(true);

    // Keyboard stops in the dialog: links and buttons that are rendered (collapsed lists are not).
    const count = await dialog.evaluate(d => Array.from(d.querySelectorAll<HTMLElement>('a[href], button')).filter(el => el.offsetParent !== null).length);
    expect(count).toBeGreaterThan(5);
    // Forward past the end comes back to the start, at most via one stop on the browser's
    // own controls; every other stop is inside the dialog, none on the page behind it.
    const firstFocused = await t.page.evaluate(() => document.activeElement?.outerHTML);
    let browserStops = 0;
    for (let i = 0; i < count; i++) {
      await t.page.keyboard.press('Tab');
      if (await onBrowserUi(t)) {
        browserStops += 1;
        await t.page.keyboard.press('Tab');
      }
      expect(await activeInDialog(t)).toBe(true);
    }
    expect(browserStops).toBeLessThanOrEqual(1);
    expect(await t.page.evaluate(() => document.activeElement?.outerHTML)).toBe(firstFocused);
    // Backwards from the first goes to the last (again at most via the browser's controls).
    await t.page.keyboard.press('Shift+Tab');
    if (await onBrowserUi(t)) await t.page.keyboard.press('Shift+Tab');
    expect(await activeInDialog(t)).toBe(true);
    expect(
      await t.page.evaluate(() => {
        const all = Array.from(document.querySelectorAll<HTMLElement>('dialog a[href], dialog button')).filter(el => el.offsetParent !== null);
        return all[all.length - 1] === document.activeElement;
      }),
    ).toBe(true);

    await t.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await t.page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open navigation');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
  });

  test('"Back to main menu" switches panels; the panel resets on close', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 800, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    const menu = t.page.getByRole('button', { name: 'Open navigation' });
    const dialog = t.page.getByRole('dialog', { name: 'Site navigation' });
    await menu.click();
    await dialog.getByRole('navigation', { name: 'Docs sidebar (menu)' }).waitFor();
    await dialog.getByRole('button', { name: /Back to main menu/ }).click();
    await dialog.getByRole('navigation', { name: 'Main menu' }).waitFor();
    expect(await dialog.getByRole('navigation', { name: 'Docs sidebar (menu)' }).count()).toBe(0);
    expect(await dialog.getByRole('link', { name: 'Client examples' }).count()).toBe(1);
    await t.page.getByRole('button', { name: 'Close navigation' }).click();
    await dialog.waitFor({ state: 'detached' });
    await menu.click();
    await dialog.getByRole('navigation', { name: 'Docs sidebar (menu)' }).waitFor();
    expect(await dialog.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0);
  });

  test('growing the window past 996 px closes the drawer and shows the sidebar', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 996, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/introduction'));
    await t.page.getByRole('button', { name: 'Open navigation' }).click();
    const dialog = t.page.getByRole('dialog', { name: 'Site navigation' });
    await dialog.waitFor();
    await t.page.setViewportSize({ width: 1100, height: 900 });
    await dialog.waitFor({ state: 'detached' });
    expect(await t.page.locator('aside.sidebar').isVisible()).toBe(true);
    expect(await t.page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
  });
});

describe('sidebar categories', () => {
  const guides = contentPages().filter(p => p.kind === 'client-example' && !p.draft);

  test('a collapsed category opens and closes by click, Enter and Space; a nested API tag opens and its link navigates in place', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 1280, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    const sidebar = t.page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
    const list = sidebar.locator('ul[id$="-client-examples"]');
    expect(await list.isVisible()).toBe(false);
    await sidebar.getByRole('button', { name: 'Expand Client examples' }).click();
    const collapse = sidebar.getByRole('button', { name: 'Collapse Client examples' });
    expect(await collapse.getAttribute('aria-expanded')).toBe('true');
    expect(await list.isVisible()).toBe(true);
    // Every published guide, in the list the button controls.
    expect(await collapse.getAttribute('aria-controls')).toBe(await list.getAttribute('id'));
    expect(await list.locator(':scope > li > a').count()).toBe(guides.length);
    expect(await list.getByRole('link', { name: 'Immich' }).isVisible()).toBe(true);

    await collapse.focus();
    await t.page.keyboard.press('Enter');
    await sidebar.getByRole('button', { name: 'Expand Client examples' }).waitFor();
    expect(await list.isVisible()).toBe(false);
    await t.page.keyboard.press('Space');
    await sidebar.getByRole('button', { name: 'Collapse Client examples' }).waitFor();
    expect(await list.isVisible()).toBe(true);

    // API reference > Users > List users, then a client-side move to that operation.
    await sidebar.getByRole('button', { name: 'Expand API reference' }).click();
    await sidebar.getByRole('button', { name: 'Expand Users', exact: true }).click();
    await sidebar.getByRole('button', { name: 'Collapse Users', exact: true }).waitFor();
    const listUsers = sidebar.locator('a[href="/docs/api/endpoints/list-users"]');
    expect(await listUsers.isVisible()).toBe(true);
    expect(await listUsers.locator(`.${METHOD_BADGE}`).textContent()).toBe('get');
    await t.page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await listUsers.click();
    await t.page.waitForURL(url => url.pathname === '/docs/api/endpoints/list-users');
    expect(await t.page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // On the new page its own category is open and its entry marked current.
    await sidebar.locator('a[href="/docs/api/endpoints/list-users"][aria-current="page"]').waitFor();
    expect(await sidebar.getByRole('button', { name: 'Collapse Users', exact: true }).getAttribute('aria-expanded')).toBe('true');
    expect(t.pageErrors).toEqual([]);
  });

  test('in the drawer, a collapsed category opens and its link lands on the guide with the drawer closed', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } });
    await gotoReady(t.page, site.url('/docs/introduction'));
    await t.page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = t.page.getByRole('dialog', { name: 'Site navigation' }).getByRole('navigation', { name: 'Docs sidebar (menu)' });
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Expand Client examples' }).tap();
    // The first control used on a page may wait for the controls' chunk.
    await menu.getByRole('button', { name: 'Collapse Client examples' }).waitFor();
    const immich = menu.getByRole('link', { name: 'Immich' });
    expect(await immich.isVisible()).toBe(true);
    await immich.tap();
    await t.page.waitForURL(url => url.pathname === '/docs/client-examples/immich');
    await t.page.getByRole('dialog', { name: 'Site navigation' }).waitFor({ state: 'detached' });
    expect(await t.page.getByRole('heading', { level: 1 }).textContent()).toContain('Immich');
  });
});

test('the sidebar is always visible above 996 px', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 997, height: 700 } } });
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  const sidebar = t.page.getByRole('navigation', { name: 'Docs sidebar', exact: true });
  expect(await sidebar.isVisible()).toBe(true);
  expect(await t.page.getByRole('button', { name: 'Open navigation' }).isVisible()).toBe(false);
  await t.page.mouse.wheel(0, 3000);
  await t.page.waitForFunction(() => window.scrollY > 1000);
  expect(await sidebar.isVisible()).toBe(true);
  expect(await sidebar.locator('a[aria-current="page"]').getAttribute('href')).toBe('/docs/setup/installation');
});

test('the navbar hides while scrolling down and comes back on scroll up and at the top', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  const hidden = () => t.page.locator('header').getAttribute(NAVBAR_HIDDEN);
  expect(await hidden()).toBe('false');
  await t.page.mouse.move(640, 500);
  await t.page.mouse.wheel(0, 1200);
  await t.page.waitForFunction(name => document.querySelector('header')?.getAttribute(name) === 'true', NAVBAR_HIDDEN);
  await t.page.mouse.wheel(0, -300);
  await t.page.waitForFunction(name => document.querySelector('header')?.getAttribute(name) === 'false', NAVBAR_HIDDEN);
  await t.page.mouse.wheel(0, 600);
  await t.page.waitForFunction(name => document.querySelector('header')?.getAttribute(name) === 'true', NAVBAR_HIDDEN);
  await t.page.evaluate(() => window.scrollTo(0, 0));
  await t.page.waitForFunction(name => document.querySelector('header')?.getAttribute(name) === 'false', NAVBAR_HIDDEN);
  expect(await hidden()).toBe('false');
});

test('the table of contents lists only h2/h3 and highlights the heading in view', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  const toc = t.page.locator('.toc-col nav.toc');
  const { tocIds, headingIds, deeper } = await t.page.evaluate(() => ({
    tocIds: Array.from(document.querySelectorAll('.toc-col nav.toc a')).map(a => a.getAttribute('href')?.slice(1)),
    headingIds: Array.from(document.querySelectorAll('main article :is(h2, h3)[id]'))
      .filter(h => !h.closest('nav, details'))
      .map(h => h.id),
    deeper: Array.from(document.querySelectorAll('main article :is(h1, h4, h5, h6)[id]')).map(h => h.id),
  }));
  expect(tocIds.length).toBeGreaterThan(5);
  expect(tocIds).toEqual(headingIds);
  for (const id of deeper) expect(tocIds).not.toContain(id);
  expect(await toc.locator('li[data-depth="3"]').count()).toBeGreaterThan(0);

  const target = headingIds[Math.floor(headingIds.length / 2)] as string;
  expect(await toc.locator('a[aria-current="true"]').getAttribute('href')).toBe(`#${headingIds[0]}`);
  await t.page.evaluate(id => document.getElementById(id)?.scrollIntoView({ block: 'start' }), target);
  await t.page.waitForFunction(id => document.querySelector('.toc-col nav.toc a[aria-current="true"]')?.getAttribute('href') === `#${id}`, target);
  expect(await toc.locator('a[aria-current="true"]').count()).toBe(1);
});

test('heading anchors are linkable: /docs/x#id scrolls to the heading', async () => {
  t = await openPage(site.browser);
  const id = 'configure-a-reverse-proxy';
  await gotoReady(t.page, site.url(`/docs/setup/installation#${id}`));
  await t.page.waitForFunction(heading => {
    const el = document.getElementById(heading);
    if (!el || window.scrollY < 500) return false;
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < 200;
  }, id);
  const anchor = t.page.locator(`h2#${id} a[href="#${id}"]`);
  expect(await anchor.count()).toBe(1);
});

test('the skip link is the first Tab stop and moves focus to the main content', async () => {
  t = await openPage(site.browser);
  for (const route of ['/', '/docs/introduction']) {
    await gotoReady(t.page, site.url(route));
    await t.page.keyboard.press('Tab');
    const focused = await t.page.evaluate(() => ({ text: document.activeElement?.textContent, href: document.activeElement?.getAttribute('href') }));
    expect(focused).toEqual({ text: 'Skip to main content', href: '#main-content' });
    expect(await t.page.getByRole('link', { name: 'Skip to main content' }).isVisible()).toBe(true);
    await t.page.keyboard.press('Enter');
    await t.page.waitForFunction(() => document.activeElement?.id === 'main-content');
    await t.page.keyboard.press('Tab');
    expect(await t.page.evaluate(() => Boolean(document.activeElement?.closest('#main-content')))).toBe(true);
  }
});
