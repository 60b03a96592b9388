/**
 * axe-core at WCAG 2.2 AA on every page type, in the light and dark theme, at phone and
 * desktop widths, plus the open mobile drawer and the open search dialog. Colour contrast
 * is one of axe's rules, so this also holds the theme tokens (code highlighting included:
 * the installation guide and the API operations carry highlighted code) to 4.5:1.
 */
import { useSite } from '../support/e2eSetup';
import { dataTheme, gotoReady, openPage, TestPage } from '../support/browser';
import { axeViolations, formatViolations } from '../support/axe';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const PAGES: [string, string][] = [
  ['home', '/'],
  ['doc with highlighted code', '/docs/setup/installation'],
  ['doc with a sequence diagram', '/docs/guides/oidc-endpoints'],
  ['client example', '/docs/client-examples/immich'],
  ['API operation with a body', '/docs/api/endpoints/create-oidc-client'],
  ['API operation with parameters', '/docs/api/endpoints/list-users'],
  ['API tag', '/docs/api/endpoints/users'],
  ['API reference', '/docs/api-documentation'],
  ['client examples index', '/docs/client-examples'],
  ['client examples index, no match', '/docs/client-examples?q=zzzz'],
  ['environment variables, a linked row', '/docs/configuration/environment-variables#ENCRYPTION_KEY'],
  ['docs index', '/docs/'],
  ['404', '/this-page-does-not-exist'],
];
const THEMES = ['light', 'dark'] as const;
const VIEWPORTS = { mobile: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };

async function open(theme: string, viewport: { width: number; height: number }, path: string) {
  t = await openPage(site.browser, { context: { viewport } });
  await t.page.addInitScript(value => window.localStorage.setItem('theme', value), theme);
  await gotoReady(t.page, site.url(path));
  expect(await dataTheme(t.page)).toBe(theme);
}

async function expectNoViolations(where: string, include?: string) {
  const violations = await axeViolations(t.page, include);
  if (violations.length) throw new Error(formatViolations(where, violations));
}

for (const theme of THEMES) {
  for (const [size, viewport] of Object.entries(VIEWPORTS)) {
    describe(`${theme} theme, ${size} (${viewport.width}×${viewport.height})`, () => {
      test.each(PAGES)('%s (%s)', async (_name, path) => {
        await open(theme, viewport, path);
        await expectNoViolations(`${path} (${theme}, ${size})`);
      });
    });
  }

  describe(`${theme} theme, overlays`, () => {
    test('the open mobile drawer', async () => {
      await open(theme, VIEWPORTS.mobile, '/docs/setup/installation');
      await t.page.getByRole('button', { name: 'Open navigation' }).click();
      await t.page.getByRole('dialog', { name: 'Site navigation' }).waitFor();
      await expectNoViolations(`the mobile drawer (${theme})`);
    });

    test('the open search dialog with results', async () => {
      await open(theme, VIEWPORTS.desktop, '/docs/setup/installation');
      await t.page.keyboard.press('Control+K');
      const dialog = t.page.getByRole('dialog');
      await dialog.locator('input').fill('docker');
      await t.page.waitForSelector('[data-search-status="done"][data-query="docker"]');
      expect(await dialog.getByRole('option').count()).toBeGreaterThan(0);
      await expectNoViolations(`the search dialog (${theme})`);
    });
  });
}
