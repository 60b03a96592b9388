/**
 * "Your setup", at 390 and 1440 px in both themes: before anything is entered the examples
 * show the example hosts; entered addresses replace them in code, inline code, the
 * create-client request and the API samples, persist across pages and reloads, copy as
 * shown and reset; bad or hostile input gets an inline message and changes nothing (no
 * markup, no storage, no script); without JavaScript the defaults stay and the form is
 * hidden. No request leaves the site.
 */
import { useSite } from '../support/e2eSetup';
import { eventually, gotoReady, navigateByLink, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const GUIDE = '/docs/client-examples/immich';
const OPERATION = '/docs/api/endpoints/list-users';
const KEY = 'pocket-id-docs:your-setup';
const VIEWS = [
  [390, 'light'],
  [390, 'dark'],
  [1440, 'light'],
  [1440, 'dark'],
] as const;

const marks = (t: TestPage, kind: string) => t.page.$$eval(`[data-example="${kind}"]`, nodes => nodes.map(node => node.textContent));
const codeText = (t: TestPage) => t.page.$$eval('pre[data-copy-source]', nodes => nodes.map(node => node.textContent ?? '').join('\n'));
const stored = (t: TestPage) => t.page.evaluate(key => localStorage.getItem(key), KEY);
/**
 * The body's markup without what legitimately differs between two loads: the example values
 * themselves, the form's wired mark, and the idle renderer's mark on blocks it has rendered
 * (src/client/renderLazyBlocks.ts), which depends on how long the page has sat idle.
 */
const bodyMarkup = (t: TestPage) =>
  t.page.$eval('main', node => node.innerHTML.replace(/<span data-example="[a-z-]+">[^<]*<\/span>/g, '').replace(/ data-(?:wired|rendered)=""/g, ''));
const showsEverywhere = (t: TestPage, kind: string, value: string) =>
  t.page.waitForFunction(
    ([kind, value]) => {
      const found = Array.from(document.querySelectorAll(`[data-example="${kind}"]`));
      return found.length > 0 && found.every(node => node.textContent === value);
    },
    [kind, value],
  );

async function open(width: number, theme: 'light' | 'dark', { javaScriptEnabled = true, storedSetup = null as string | null } = {}) {
  const storageState = storedSetup ? { cookies: [], origins: [{ origin: site.server.origin, localStorage: [{ name: KEY, value: storedSetup }] }] } : undefined;
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 }, colorScheme: theme, javaScriptEnabled, storageState } });
}

/** Opens the control, which is folded to one line until opened. */
async function unfold(t: TestPage) {
  if (!(await t.page.locator('details.your-setup').evaluate(details => (details as HTMLDetailsElement).open))) {
    await t.page.locator('details.your-setup > summary').click();
  }
}

async function enter(t: TestPage, pocketId: string, app?: string) {
  await unfold(t);
  await t.page.getByLabel('Pocket ID URL', { exact: true }).fill(pocketId);
  if (app !== undefined) await t.page.getByLabel('Immich URL').fill(app);
  await t.page.getByRole('button', { name: 'Use in examples' }).click();
}

const noSidewaysScroll = (t: TestPage) => t.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.each(VIEWS)('at %i px, %s: entered addresses show everywhere, persist, copy as shown and reset', async (width, theme) => {
  await open(width, theme);
  await t.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.origin });
  await gotoReady(t.page, site.url(GUIDE));
  expect(await t.page.getAttribute('html', 'data-theme')).toBe(theme);
  // Before anything is entered: the example hosts, and the form in view without sideways scrolling.
  expect(new Set(await marks(t, 'pocket-id'))).toEqual(new Set(['https://pocket-id.example.com']));
  expect(new Set(await marks(t, 'app'))).toEqual(new Set(['https://immich.example.com']));
  expect(await t.page.locator('details.your-setup > summary').isVisible()).toBe(true);
  expect(await noSidewaysScroll(t)).toBe(true);

  await enter(t, 'https://id.acme.org', 'https://photos.acme.org/');
  await showsEverywhere(t, 'pocket-id', 'https://id.acme.org');
  await showsEverywhere(t, 'app', 'https://photos.acme.org');
  expect(await t.page.getByRole('status').filter({ hasText: 'The examples now show your addresses.' }).count()).toBe(1);
  const code = await codeText(t);
  expect(code).toContain('curl -X POST https://id.acme.org/api/oidc/clients');
  expect(code).toContain('"https://photos.acme.org/auth/login"');
  expect(code).not.toMatch(/pocket-id\.example\.com|immich\.example\.com/);
  expect(await t.page.locator('.callback-urls code').first().textContent()).toBe('https://photos.acme.org/auth/login');
  expect(await t.page.locator('.logout-callback-urls code').first().textContent()).toBe('https://photos.acme.org/auth/login');
  expect(code).toMatch(/"logoutCallbackURLs": \[\s*"https:\/\/photos\.acme\.org\/auth\/login"/);
  expect(JSON.parse((await stored(t)) ?? 'null')).toEqual({
    pocketIdUrl: 'https://id.acme.org',
    appUrl: 'https://photos.acme.org',
    appExample: 'https://immich.example.com',
  });
  expect(await noSidewaysScroll(t)).toBe(true);

  // The copy button copies what is shown.
  const request = t.page.locator('.code-block', { hasText: 'Create the client' });
  await request.locator('button[data-copy]').click();
  await t.page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button[data-copy] [role="status"]')).some(s => s.textContent === 'Copied to clipboard'),
  );
  const copied = await t.page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('curl -X POST https://id.acme.org/api/oidc/clients');
  expect(copied).toContain('"https://photos.acme.org/auth/login"');
  expect(copied).not.toContain('example.com');

  // Another page by client-side navigation: the Pocket ID address applies and the form is prefilled.
  await navigateByLink(t.page, '/docs/setup/installation');
  await t.page.waitForFunction(() => location.pathname === '/docs/setup/installation');
  await showsEverywhere(t, 'pocket-id', 'https://id.acme.org');
  await showsEverywhere(t, 'pocket-id-host', 'id.acme.org');
  expect(await t.page.getByLabel('Pocket ID URL', { exact: true }).inputValue()).toBe('https://id.acme.org');

  // A fresh load of an API operation: its samples use the address, in every language.
  await gotoReady(t.page, site.url(OPERATION));
  await showsEverywhere(t, 'pocket-id', 'https://id.acme.org');
  expect(await codeText(t)).not.toContain('pocket-id.example.com');
  expect(await t.page.getByLabel('Pocket ID URL', { exact: true }).inputValue()).toBe('https://id.acme.org');
  expect(await noSidewaysScroll(t)).toBe(true);

  // Back on the guide after a reload: its app address too.
  await gotoReady(t.page, site.url(GUIDE));
  await showsEverywhere(t, 'app', 'https://photos.acme.org');
  expect(await t.page.getByLabel('Immich URL').inputValue()).toBe('https://photos.acme.org');

  // Reset brings the example hosts back and clears the storage.
  await unfold(t);
  await t.page.getByRole('button', { name: 'Reset', exact: true }).click();
  await showsEverywhere(t, 'pocket-id', 'https://pocket-id.example.com');
  await showsEverywhere(t, 'app', 'https://immich.example.com');
  expect(await stored(t)).toBeNull();
  expect(await codeText(t)).toContain('curl -X POST https://pocket-id.example.com/api/oidc/clients');
  expect(t.blocked).toEqual([]);
});

test.each(VIEWS)('at %i px, %s: bad and hostile input gets an inline message, and nothing changes or runs', async (width, theme) => {
  await open(width, theme);
  await t.page.addInitScript(() => {
    (window as unknown as { hostileRan: boolean }).hostileRan = false;
  });
  await gotoReady(t.page, site.url(GUIDE));
  const before = await bodyMarkup(t);
  const defaults = await marks(t, 'pocket-id');
  const hostile = [
    'https://id.acme.org/path',
    'https://id.acme.org?x=1',
    'https://id.acme.org#top',
    'ftp://id.acme.org',
    'javascript:window.hostileRan=true',
    `https://x"><script>window.hostileRan=true</script>`,
    "'><img src=x onerror=window.hostileRan=true>",
  ];
  for (const [index, bad] of hostile.entries()) {
    // The same bad value in the app field, behind a valid Pocket ID URL, is refused too.
    const inApp = index % 2 === 1;
    await enter(t, inApp ? 'https://id.acme.org' : bad, inApp ? bad : '');
    const [id, label] = inApp ? ['your-setup-app', 'The Immich URL '] : ['your-setup-pocket-id', 'The Pocket ID URL '];
    await t.page.waitForFunction(id => document.getElementById(id)?.getAttribute('aria-invalid') === 'true', id);
    const message = t.page.locator(`#${id}-error`);
    expect(await message.isVisible()).toBe(true);
    expect(await message.textContent()).toMatch(new RegExp(`^${label}`));
    // It ends with an address of the kind the field asks for: the one its placeholder shows.
    const placeholder = await t.page.locator(`#${id}`).getAttribute('placeholder');
    expect(placeholder).toMatch(/^https:\/\/[a-z-]+\.example\.com$/);
    expect(await message.textContent()).toContain(`, for example ${placeholder}.`);
    expect(await t.page.locator(`#${id}`).getAttribute('aria-describedby')).toBe(`${id}-error`);
    expect(await marks(t, 'pocket-id')).toEqual(defaults);
    expect(await stored(t)).toBeNull();
    await t.page.getByRole('button', { name: 'Reset', exact: true }).click();
  }
  expect(await noSidewaysScroll(t)).toBe(true);
  // A hostile value planted in storage is refused on read, too.
  await t.page.evaluate(
    key => localStorage.setItem(key, JSON.stringify({ pocketIdUrl: '<img src=x onerror="window.hostileRan=true">', appUrl: 'javascript:alert(1)' })),
    KEY,
  );
  await gotoReady(t.page, site.url(GUIDE));
  expect(await marks(t, 'pocket-id')).toEqual(defaults);
  expect(await bodyMarkup(t)).toBe(before);
  expect(await t.page.evaluate(() => (window as unknown as { hostileRan: boolean }).hostileRan)).toBe(false);
  expect(await t.page.$$eval('main script, main img[src="x"]', nodes => nodes.length)).toBe(0);
  expect(t.blocked).toEqual([]);
});

test.each(VIEWS)('at %i px, %s: without JavaScript the examples keep the example hosts and the form is hidden', async (width, theme) => {
  // Even with a setup stored.
  await open(width, theme, { javaScriptEnabled: false, storedSetup: JSON.stringify({ pocketIdUrl: 'https://id.acme.org' }) });
  for (const path of [GUIDE, OPERATION]) {
    await t.page.goto(site.url(path));
    expect(new Set(await marks(t, 'pocket-id'))).toEqual(new Set(['https://pocket-id.example.com']));
    expect(await t.page.locator('details.your-setup').isVisible()).toBe(false);
    expect(await noSidewaysScroll(t)).toBe(true);
  }
});

const INSTALLATION = '/docs/setup/installation';

test.each(VIEWS)(
  'at %i px, %s: a stored setup is visibly on: the folded line, marked values, the instance check and the home quick start',
  async (width, theme) => {
    await open(width, theme, { storedSetup: JSON.stringify({ pocketIdUrl: 'https://id.home.lan', version: '2.10' }) });
    await gotoReady(t.page, site.url(GUIDE));
    await showsEverywhere(t, 'pocket-id', 'https://id.home.lan');
    const summary = t.page.locator('details.your-setup > summary');
    await eventually(() => summary.innerText(), 'Your setup Using id.home.lan · Pocket ID 2.10 · Edit');
    expect(await t.page.getByRole('button', { name: 'Reset your setup' }).isVisible()).toBe(true);
    // Each personalised value says where it comes from.
    const personal = await t.page.$$eval('[data-example="pocket-id"]', nodes =>
      nodes.map(node => [node.hasAttribute('data-personal'), node.getAttribute('title')]),
    );
    for (const [marked, title] of personal) {
      expect(marked).toBe(true);
      expect(title).toMatch(/Your setup/);
    }
    // "Check my instance" starts with the saved address, before any use of the form.
    expect(await t.page.getByLabel('Your Pocket ID URL').inputValue()).toBe('https://id.home.lan');
    // The home page's quick start follows it.
    await gotoReady(t.page, site.url('/'));
    await showsEverywhere(t, 'pocket-id', 'https://id.home.lan');
    expect(await t.page.locator('main pre').first().textContent()).toContain('APP_URL: https://id.home.lan');
    // The folded line's reset clears it.
    await gotoReady(t.page, site.url(GUIDE));
    await t.page.getByRole('button', { name: 'Reset your setup' }).click();
    await showsEverywhere(t, 'pocket-id', 'https://pocket-id.example.com');
    expect(await summary.innerText()).toBe('Your setup your own addresses in the examples');
    expect(await t.page.getByRole('button', { name: 'Reset your setup' }).isVisible()).toBe(false);
    expect(await stored(t)).toBeNull();
    expect(t.blocked).toEqual([]);
  },
);

test('a plain-http address on a host other than localhost is saved with a warning that links to why HTTPS is required', async () => {
  await open(390, 'light');
  await gotoReady(t.page, site.url(INSTALLATION));
  const warning = t.page.locator('.your-setup-warning');
  await enter(t, 'http://192.168.1.20:1411');
  await showsEverywhere(t, 'pocket-id', 'http://192.168.1.20:1411');
  expect(await warning.isVisible()).toBe(true);
  expect(await warning.textContent()).toMatch(/passkeys over plain http:\/\/ only on localhost/);
  expect(await warning.getByRole('link').getAttribute('href')).toBe('/docs/setup/installation#why-https-is-required');
  expect(JSON.parse((await stored(t)) ?? 'null')).toEqual({ pocketIdUrl: 'http://192.168.1.20:1411' });
  for (const quiet of ['http://localhost:1411', 'https://id.home.lan']) {
    await enter(t, quiet);
    await showsEverywhere(t, 'pocket-id', quiet);
    expect(await warning.isVisible()).toBe(false);
  }
});

/** History marks as the "since" work writes them (data-since / data-removed with their visible text), put first in the page's body. */
const injectMarks = (t: TestPage) =>
  t.page.evaluate(() => {
    const island = document.querySelector('main [data-island]')!;
    island.insertAdjacentHTML(
      'afterbegin',
      '<p id="injected-marks"><span data-since="2.13.0">Since 2.13</span> <span data-since="2.1.0">Since 2.1</span> <span data-since="2.10.1">Since 2.10.1</span> <span data-removed="2.0.0">Removed in 2.0</span></p>',
    );
  });
const markTexts = (t: TestPage) => t.page.$$eval('#injected-marks > span', nodes => nodes.map(node => node.textContent));

test.each(VIEWS)(
  'at %i px, %s: with a version set, marks newer than it say so and the page counts them; a bad version gets a message',
  async (width, theme) => {
    await open(width, theme);
    await gotoReady(t.page, site.url(GUIDE));
    await injectMarks(t);
    await unfold(t);
    const version = t.page.getByLabel('Pocket ID version (optional)');
    await version.fill('2.x');
    await t.page.getByRole('button', { name: 'Use in examples' }).click();
    await t.page.waitForFunction(() => document.getElementById('your-setup-version')?.getAttribute('aria-invalid') === 'true');
    expect(await t.page.locator('#your-setup-version-error').textContent()).toMatch(/must be a release number such as 2\.10 or 2\.10\.1/);
    expect(await stored(t)).toBeNull();
    expect(await markTexts(t)).toEqual(['Since 2.13', 'Since 2.1', 'Since 2.10.1', 'Removed in 2.0']);

    // A version alone is a setup.
    await version.fill('2.10');
    await t.page.getByRole('button', { name: 'Use in examples' }).click();
    await eventually(() => markTexts(t), ['Needs 2.13 — you run 2.10', 'Since 2.1', 'Needs 2.10.1 — you run 2.10', 'Removed in 2.0']);
    expect(await t.page.locator('#your-setup-version').getAttribute('aria-invalid')).toBeNull();
    expect(await t.page.locator('[data-newer]').count()).toBe(2);
    const note = t.page.locator('.release-note');
    expect(await note.textContent()).toMatch(/^2 things on this page need a newer Pocket ID release than yours \(2\.10\)/);
    expect(await note.isVisible()).toBe(true);
    expect(JSON.parse((await stored(t)) ?? 'null')).toEqual({ version: '2.10' });
    expect(await noSidewaysScroll(t)).toBe(true);

    // An older release: the removal is news too.
    await version.fill('1.16');
    await t.page.getByRole('button', { name: 'Use in examples' }).click();
    await eventually(
      () => markTexts(t),
      ['Needs 2.13 — you run 1.16', 'Needs 2.1 — you run 1.16', 'Needs 2.10.1 — you run 1.16', 'Removed in 2.0 — your 1.16 still has it'],
    );
    expect(await note.textContent()).toMatch(/^3 things on this page need/);

    // Reset: the marks read as built, and the note goes.
    await t.page.getByRole('button', { name: 'Reset', exact: true }).click();
    await eventually(() => markTexts(t), ['Since 2.13', 'Since 2.1', 'Since 2.10.1', 'Removed in 2.0']);
    expect(await note.isVisible()).toBe(false);
    expect(await t.page.locator('[data-newer]').count()).toBe(0);
  },
);
