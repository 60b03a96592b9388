/**
 * "Your setup": the reader's addresses replace the example hosts in code, inline code and
 * the create-client request, persist across pages and reloads, copy as shown, reset, refuse
 * bad or hostile input without changing anything, and a page without JavaScript keeps the defaults.
 */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const GUIDE = '/docs/client-examples/immich';
const marks = (t: TestPage, kind: string) => t.page.$$eval(`[data-example="${kind}"]`, nodes => nodes.map(node => node.textContent));
const codeText = (t: TestPage) => t.page.$$eval('pre[data-copy-source]', nodes => nodes.map(node => node.textContent ?? '').join('\n'));
const bodyMarkup = (t: TestPage) =>
  t.page.$eval('#page-content', node => node.innerHTML.replace(/<span data-example="[a-z-]+">[^<]*<\/span>/g, '').replace(/ data-wired=""/g, ''));

async function enter(t: TestPage, pocketId: string, app?: string) {
  await t.page.getByLabel('Pocket ID URL').fill(pocketId);
  if (app !== undefined) await t.page.getByLabel('Immich URL').fill(app);
  await t.page.getByRole('button', { name: 'Use in examples' }).click();
}

test.each([390, 1440])('at %i px: entered values show everywhere, persist, copy as shown and reset', async width => {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
  await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  await gotoReady(t.page, site.url(GUIDE));
  await enter(t, 'https://id.acme.org', 'https://photos.acme.org/');
  await t.page.waitForFunction(() => document.querySelector('[data-example="pocket-id"]')?.textContent === 'https://id.acme.org');
  expect(new Set(await marks(t, 'pocket-id'))).toEqual(new Set(['https://id.acme.org']));
  expect(new Set(await marks(t, 'app'))).toEqual(new Set(['https://photos.acme.org']));
  const code = await codeText(t);
  expect(code).toContain('curl -X POST https://id.acme.org/api/oidc/clients');
  expect(code).toContain('"https://photos.acme.org/auth/login"');
  expect(code).not.toMatch(/pocket-id\.example\.com|immich\.example\.com/);
  expect(await t.page.locator('.callback-urls code').first().textContent()).toBe('https://photos.acme.org/auth/login');

  // The copy button copies what is shown.
  const request = t.page.locator('.code-block', { hasText: 'Create the client' });
  await request.locator('button[data-copy]').click();
  await t.page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button[data-copy] [role="status"]')).some(s => s.textContent === 'Copied to clipboard'),
  );
  const copied = await t.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('https://id.acme.org/api/oidc/clients');
  expect(copied).toContain('"https://photos.acme.org/auth/login"');

  // Another page (client-side navigation): the Pocket ID address applies, the form is prefilled.
  await t.page.evaluate(() => window.___navigate('/docs/setup/installation'));
  await t.page.waitForFunction(
    () => location.pathname === '/docs/setup/installation' && document.querySelector('[data-example="pocket-id"]')?.textContent === 'https://id.acme.org',
  );
  expect(new Set(await marks(t, 'pocket-id'))).toEqual(new Set(['https://id.acme.org']));
  expect(await t.page.getByLabel('Pocket ID URL').inputValue()).toBe('https://id.acme.org');

  // After a reload, on a page without the form.
  await gotoReady(t.page, site.url('/docs/configuration/api-keys'));
  if ((await t.page.$('[data-example="pocket-id"]')) !== null) {
    await t.page.waitForFunction(() => document.querySelector('[data-example="pocket-id"]')?.textContent === 'https://id.acme.org');
  }
  await gotoReady(t.page, site.url(GUIDE));
  await t.page.waitForFunction(() => document.querySelector('[data-example="app"]')?.textContent === 'https://photos.acme.org');
  expect(await t.page.getByLabel('Immich URL').inputValue()).toBe('https://photos.acme.org');

  // Reset brings the example hosts back and clears the storage.
  await t.page.getByRole('button', { name: 'Reset' }).click();
  await t.page.waitForFunction(() => document.querySelector('[data-example="pocket-id"]')?.textContent === 'https://pocket-id.example.com');
  expect(new Set(await marks(t, 'app'))).toEqual(new Set(['https://immich.example.com']));
  expect(await t.page.evaluate(() => localStorage.getItem('pocket-id-docs:your-setup'))).toBeNull();
});

test('bad and hostile input: an inline message, nothing changes, nothing runs', async () => {
  t = await openPage(site.browser);
  await t.page.addInitScript(() => {
    (window as unknown as { hostileRan: boolean }).hostileRan = false;
  });
  await gotoReady(t.page, site.url(GUIDE));
  const before = await bodyMarkup(t);
  const defaults = await marks(t, 'pocket-id');
  for (const bad of [
    'https://id.acme.org/path',
    'javascript:window.hostileRan=true',
    `https://x"><script>window.hostileRan=true</script>`,
    "'><img src=x onerror=window.hostileRan=true>",
  ]) {
    await enter(t, bad);
    const field = t.page.getByLabel('Pocket ID URL');
    await t.page.waitForFunction(() => document.getElementById('your-setup-pocket-id')?.getAttribute('aria-invalid') === 'true');
    const message = await t.page.locator('#your-setup-pocket-id-error').textContent();
    expect(message).toMatch(/^The Pocket ID URL /);
    expect(await field.getAttribute('aria-describedby')).toBe('your-setup-pocket-id-error');
    expect(await marks(t, 'pocket-id')).toEqual(defaults);
    expect(await t.page.evaluate(() => localStorage.getItem('pocket-id-docs:your-setup'))).toBeNull();
  }
  // A hostile value planted in storage is refused on read, too.
  await t.page.evaluate(() =>
    localStorage.setItem('pocket-id-docs:your-setup', JSON.stringify({ pocketIdUrl: '<img src=x onerror="window.hostileRan=true">' })),
  );
  await gotoReady(t.page, site.url(GUIDE));
  expect(await marks(t, 'pocket-id')).toEqual(defaults);
  expect(await bodyMarkup(t)).toBe(before);
  expect(await t.page.evaluate(() => (window as unknown as { hostileRan: boolean }).hostileRan)).toBe(false);
  expect(await t.page.$$eval('#page-content script, #page-content img[src="x"]', nodes => nodes.length)).toBe(0);
});

test('without JavaScript the examples keep the example hosts and the form is hidden', async () => {
  t = await openPage(site.browser, { context: { javaScriptEnabled: false } });
  await t.page.goto(site.url(GUIDE));
  expect(new Set(await marks(t, 'pocket-id'))).toEqual(new Set(['https://pocket-id.example.com']));
  expect(await t.page.locator('form[data-your-setup-form]').isVisible()).toBe(false);
});
