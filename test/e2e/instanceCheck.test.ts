/**
 * "Check my instance" against stand-ins for a reader's Pocket ID (Node http servers on
 * loopback ports): each answer gives its finding in the live region with a link to its
 * troubleshooting entry; the field starts from "Your setup"; and a reader who arrives by
 * client-side navigation from a page whose policy forbids the request gets the check by a
 * full page load instead of a Content-Security-Policy violation.
 */
import fs from 'fs';
import path from 'path';
import { useSite } from '../support/e2eSetup';
import { PUBLIC_DIR } from '../support/paths';
import { clickLinkTo, gotoReady, openPage, TestPage } from '../support/browser';
import { axeViolations } from '../support/axe';
import { closedPort, discoveryAnswer, startStub, Stub } from '../support/pocketIdStub';
import { YOUR_SETUP_KEY } from '../../src/yourSetup/core/yourSetupNames';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const stubs: Stub[] = [];
const origin: Record<string, string> = {};
beforeAll(async () => {
  const serve = async (name: string, host: string, answer: Parameters<typeof startStub>[0]) => {
    const stub = await startStub(answer);
    stubs.push(stub);
    origin[name] = `http://${host}:${stub.port}`;
  };
  await serve('healthy', 'localhost', port => discoveryAnswer(`http://localhost:${port}`));
  await serve('mismatch', 'localhost', () => discoveryAnswer('http://localhost:1411'));
  await serve('http', '127.0.0.1', port => discoveryAnswer(`http://127.0.0.1:${port}`));
  await serve('notFound', 'localhost', () => ({
    status: 404,
    headers: { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' },
    body: '404 page not found',
  }));
  await serve('html', 'localhost', () => ({
    status: 200,
    headers: { 'Content-Type': 'text/html', 'Access-Control-Allow-Origin': '*' },
    body: '<!doctype html><title>Welcome to nginx!</title>',
  }));
  await serve('noCors', 'localhost', port => discoveryAnswer(`http://localhost:${port}`, { cors: false }));
  origin.closed = `http://localhost:${await closedPort()}`;
});
afterAll(async () => Promise.all(stubs.map(stub => stub.close())));

const field = (tp: TestPage) => tp.page.getByLabel('Your Pocket ID URL');
const result = (tp: TestPage) => tp.page.locator('.instance-check [role="status"]');

/** Types an address, presses Check and waits for the verdict. */
async function check(tp: TestPage, address: string): Promise<string> {
  await field(tp).fill(address);
  await tp.page.getByRole('button', { name: 'Check', exact: true }).click();
  await tp.page.locator('.instance-check-verdict').waitFor();
  return (await result(tp).textContent()) ?? '';
}

const helpLinks = (tp: TestPage) =>
  result(tp)
    .locator('a')
    .evaluateAll(links => links.map(a => a.getAttribute('href')));
const verdictClass = (tp: TestPage) => result(tp).locator('.instance-check-verdict').getAttribute('class');

test('the field starts from "Your setup", or empty with a placeholder', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  await field(t).waitFor({ state: 'attached' });
  expect(await field(t).inputValue()).toBe('');
  expect(await field(t).getAttribute('placeholder')).toBe('https://pocket-id.example.com');

  await t.page.evaluate(([key, value]) => localStorage.setItem(key, value), [YOUR_SETUP_KEY, JSON.stringify({ pocketIdUrl: 'https://id.example.org' })]);
  const scripts: string[] = [];
  t.page.on('request', request => void (request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname)));
  await gotoReady(t.page, site.url('/docs/client-examples/immich'));
  // No first-load code for the check: its behaviour (and the filling in) comes with the
  // controls' chunk when the reader turns to the form.
  await t.page.waitForTimeout(500);
  expect(scripts.filter(script => script.startsWith('/controls-'))).toEqual([]);
  expect(await t.page.locator('form[data-instance-check][data-control-ready]').count()).toBe(0);
  await field(t).hover();
  await t.page.waitForFunction(() => (document.getElementById('instance-check-url') as HTMLInputElement | null)?.value === 'https://id.example.org');
  // "Your setup"'s chunk may fill the field before the controls' chunk has made the form ready.
  await t.page.locator('form[data-instance-check][data-control-ready]').waitFor({ state: 'attached' });
  expect(await t.page.locator('form[data-instance-check][data-control-ready]').count()).toBe(1);
});

describe('each answer, on a page loaded with the check', () => {
  beforeEach(async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    await field(t).focus();
    await t.page.locator('form[data-instance-check][data-control-ready]').waitFor({ state: 'attached' });
  });

  test('healthy: the endpoints an app needs', async () => {
    const text = await check(t, origin.healthy);
    expect(await verdictClass(t)).toContain('instance-check-healthy');
    expect(text).toContain('answers as a healthy Pocket ID');
    const rows = await result(t)
      .locator('dl > dt')
      .evaluateAll(terms => terms.map(dt => `${dt.textContent} ${dt.nextElementSibling?.textContent}`));
    expect(rows).toEqual([
      `Authorization ${origin.healthy}/authorize`,
      `Token ${origin.healthy}/api/oidc/token`,
      `Userinfo ${origin.healthy}/api/oidc/userinfo`,
      `End session ${origin.healthy}/api/oidc/end-session`,
    ]);
    expect(await helpLinks(t)).toEqual([]);
  });

  test('issuer mismatch: names the issuer and links the APP_URL entry', async () => {
    const text = await check(t, origin.mismatch);
    expect(await verdictClass(t)).toContain('instance-check-failed');
    expect(text).toContain('The issuer differs from the address you entered');
    expect(text).toContain('http://localhost:1411');
    expect(await helpLinks(t)).toEqual(['/docs/troubleshooting/common-issues#discovery-shows-the-wrong-urls']);
  });

  test('plain http on a host other than localhost: a warning about passkeys', async () => {
    const text = await check(t, origin.http);
    expect(await verdictClass(t)).toContain('instance-check-warning');
    expect(text).toContain('Served over plain http');
    expect(await helpLinks(t)).toEqual(['/docs/troubleshooting/common-issues#passkey-prompt-fails-or-reports-an-origin-error']);
    expect(await result(t).locator('dl > dt').count()).toBe(4);
  });

  test.each([
    ['notFound', 'The discovery document was not found (404)'],
    ['html', 'A web page came back instead of the discovery document'],
  ])('wrong service (%s): says what came back', async (name, title) => {
    const text = await check(t, origin[name]);
    expect(await verdictClass(t)).toContain('instance-check-failed');
    expect(text).toContain(title);
    expect(await helpLinks(t)).toEqual(['/docs/troubleshooting/common-issues#the-discovery-address-returns-a-web-page-or-404']);
  });

  test('a path in the address is reported, and the origin is checked', async () => {
    const text = await check(t, `${origin.healthy}/pocket-id`);
    expect(text).toContain('The address has a path (/pocket-id)');
    expect(await result(t).locator('li').count()).toBe(1);
  });

  test.each([
    ['closed', 'No answer, or the browser blocked the request'],
    ['noCors', 'Something answered, but not with what Pocket ID sends'],
  ])('request failed (%s): tells nothing-answered from an answer without CORS', async (name, title) => {
    const text = await check(t, origin[name]);
    expect(await verdictClass(t)).toContain('instance-check-failed');
    expect(text).toContain(title);
    expect(await helpLinks(t)).toEqual(['/docs/troubleshooting/common-issues#the-browser-cannot-reach-the-discovery-document']);
  });

  test('input that is not an address gets a sentence, not a request', async () => {
    await field(t).fill('not a url at all');
    await t.page.getByRole('button', { name: 'Check', exact: true }).click();
    await t.page.waitForFunction(() => document.querySelector('.instance-check [role="status"]')?.textContent !== '');
    expect(await result(t).textContent()).toBe('This is not a web address. Enter it as https://pocket-id.example.com.');
  });

  test('result states have no accessibility violations', async () => {
    for (const name of ['healthy', 'mismatch', 'http']) {
      await check(t, origin[name]);
      expect(await axeViolations(t.page, '.instance-check')).toEqual([]);
    }
  });
});

test.each([
  ['a doc', '/docs/introduction', 'aside.sidebar', '/docs/setup/installation'],
  ['the client-examples index', '/docs/client-examples', 'main', '/docs/client-examples/immich'],
])('arriving by client-side navigation from %s (narrow policy), the check loads the page afresh and runs', async (_, start, scope, target) => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url(start));
  const policy = await t.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).not.toMatch(/connect-src[^;]*\bhttps:(?!\/)/);
  await t.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await clickLinkTo(t.page, target, scope);
  expect(await t.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await field(t).focus();
  await t.page.locator('form[data-instance-check][data-control-ready]').waitFor({ state: 'attached' });

  const loaded = t.page.waitForEvent('load');
  await check(t, origin.healthy); // the verdict is read on the page loaded afresh
  await loaded;
  await t.page.locator('.instance-check-verdict').waitFor();
  expect(await t.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  expect(await verdictClass(t)).toContain('instance-check-healthy');
  expect(await field(t).inputValue()).toBe(origin.healthy);
  // The parameter that asked for the check is gone from the address.
  expect(new URL(t.page.url()).pathname).toBe(target);
  expect(new URL(t.page.url()).search).toBe('');
  // close() in afterEach fails the test on any Content-Security-Policy violation.
});

test('on a page loaded with the check, checking does not reload it', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/client-examples/immich'));
  await t.page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await field(t).focus();
  await t.page.locator('form[data-instance-check][data-control-ready]').waitFor({ state: 'attached' });
  await check(t, origin.healthy);
  expect(await t.page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('every troubleshooting link the check gives leads to an entry on the built page', async () => {
  const { findingMessage } = await import('../../src/instanceCheck/core/instanceCheckMessages');
  const kinds = ['unreachable', 'mixed-content', 'blocked', 'not-found', 'not-json', 'http-error', 'has-path', 'insecure', 'issuer-mismatch'] as const;
  const hrefs = new Set(kinds.map(kind => findingMessage({ kind, severity: 'error' }).help.href));
  for (const href of hrefs) {
    const [page, anchor] = href.split('#');
    const html = fs.readFileSync(path.join(PUBLIC_DIR, page, 'index.html'), 'utf8');
    expect([href, html.includes(`id="${anchor}"`)]).toEqual([href, true]);
  }
});
