/**
 * Starting the app restyles nothing: the served sheet stays where the build put it and
 * Emotion inserts no rule while the app starts. Emotion's own adoption of server styles
 * moves each one into place, and every move or insertion makes Chromium drop or add a sheet
 * and restyle the whole page in the first script task (src/lib/servedStyles.ts).
 */
import { useSite } from '../support/e2eSetup';
import { clickLinkTo, gotoReady, navigateByLink, openPage, TestPage } from '../support/browser';
import { METHOD_BADGE } from '../../src/components/MethodBadge.attributes';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

interface StyleMoves {
  removed: string[];
  added: string[];
}

/** Records every <style> removed from or added to the document, from the first byte on. */
async function watchStyleMoves(tp: TestPage): Promise<void> {
  await tp.page.addInitScript(() => {
    const moves = { removed: [] as string[], added: [] as string[] };
    (window as unknown as { __styleMoves: StyleMoves }).__styleMoves = moves;
    const name = (node: Node) => (node as Element).outerHTML.slice(0, 80);
    new MutationObserver(records => {
      for (const record of records) {
        for (const node of record.removedNodes) if (node.nodeName === 'STYLE') moves.removed.push(name(node));
        for (const node of record.addedNodes) if (node.nodeName === 'STYLE' && document.readyState !== 'loading') moves.added.push(name(node));
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const styleMoves = (tp: TestPage) => tp.page.evaluate(() => (window as unknown as { __styleMoves: StyleMoves }).__styleMoves);

describe('first load', () => {
  test.each([
    ['doc', '/docs/setup/installation'],
    ['API operation', '/docs/api/endpoints/list-users'],
    // Uses fewer of the styles its template ships (no parameters): the others wait for a navigation.
    ['API operation without parameters', '/docs/api/endpoints/get-current-user'],
    ['home', '/'],
    ['client-examples index', '/docs/client-examples'],
  ])('%s: no style element is moved, removed or added while the app starts', async (_type, route) => {
    t = await openPage(site.browser);
    await watchStyleMoves(t);
    await gotoReady(t.page, site.url(route));
    // React hydrates in a transition; let it finish and the idle-time work run.
    await t.page.waitForTimeout(1000);
    // One served sheet, last in <head>, and no <style> in the body.
    const styles = await t.page.evaluate(() => ({
      lastInHead: document.head.querySelector('style:last-of-type')?.id,
      servedRules: (document.getElementById('served-styles') as HTMLStyleElement | null)?.sheet?.cssRules.length ?? 0,
      inBody: document.body.querySelectorAll('style').length,
    }));
    expect(styles).toEqual({ lastInHead: 'served-styles', servedRules: expect.any(Number), inBody: 0 });
    expect(styles.servedRules).toBeGreaterThan(50);
    expect(await styleMoves(t)).toEqual({ removed: [], added: [] });
  });
});

test('styles first used in the browser still apply, after the served sheet; a body rendered at build time brings its own', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  // An API operation page renders components the doc page did not use.
  await clickLinkTo(t.page, '/docs/api-documentation');
  await navigateByLink(t.page, '/docs/api/endpoints/list-users');
  await t.page.locator('main h1', { hasText: 'List users' }).waitFor();
  const stylesNow = () =>
    t.page.evaluate(() => {
      const styles = Array.from(document.head.querySelectorAll('style'));
      const served = styles.findIndex(s => s.id === 'served-styles');
      const browserMade = styles.map((s, i) => (s.getAttribute('data-emotion') === 'css' ? i : -1)).filter(i => i >= 0);
      return { served, browserMade, bodyStyles: document.body.querySelectorAll('style').length };
    });
  const order = await stylesNow();
  expect(order.browserMade.length).toBeGreaterThan(0);
  expect(Math.min(...order.browserMade)).toBe(order.served + 1);
  // An operation's body styles come with its template, not its page data.
  expect(order.bodyStyles).toBe(0);
  // The operation's method badge is styled (its rules are in the global sheet: MethodBadge.style.ts).
  const badge = t.page.locator(`main .${METHOD_BADGE}`).first();
  expect(await badge.evaluate(el => getComputedStyle(el).textTransform)).toBe('uppercase');
  // A client guide's body carries its rules in its page data (BodyStyles).
  await navigateByLink(t.page, '/docs/client-examples/immich');
  await t.page.locator('main h1', { hasText: 'Immich' }).waitFor();
  expect((await stylesNow()).bodyStyles).toBe(1);
});

test("an operation reached from another operation gets its body's shipped styles the first page did not use", async () => {
  t = await openPage(site.browser);
  // The first page's served sheet has no parameter list (this operation takes no parameters).
  await gotoReady(t.page, site.url('/docs/api/endpoints/get-current-user'));
  expect(await t.page.locator('main .css-param-list').count()).toBe(0);
  await navigateByLink(t.page, '/docs/api/endpoints/list-users');
  await t.page.locator('main h1', { hasText: 'List users' }).waitFor();
  const list = await t.page.locator('main .css-param-list').evaluate(el => {
    const style = getComputedStyle(el);
    return { listStyle: style.listStyleType, paddingLeft: style.paddingLeft, borderTop: style.borderTopWidth };
  });
  expect(list).toEqual({ listStyle: 'none', paddingLeft: '0px', borderTop: '1px' });
  // No rule is in page data and template twice: the body's own <style> names none of the shipped classes.
  const bodyRules = await t.page.evaluate(() => document.body.querySelector('style')?.textContent ?? '');
  expect(bodyRules).not.toMatch(/\.css-(param-list|field-head|schema-tree)\b/);
});
