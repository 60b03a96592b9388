/**
 * The error-message index (issue #48, item 8): the environment-variable page's filter box,
 * narrowing the page to the entries that match and announcing their number; and a contents
 * list of the groups with their sizes, counted from the page's own headings, not every message.
 */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const PAGE = '/docs/troubleshooting/error-messages';
const shown = (t: TestPage, selector: string) =>
  t.page.locator(selector).evaluateAll(nodes => nodes.filter(node => (node as HTMLElement).offsetParent !== null).map(node => node.textContent ?? ''));

test('at 1440 px the contents list shows each group with the number of its messages', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url(PAGE));
  const groups = await t.page.$$eval('main h2[id]', nodes => nodes.map(node => ({ id: node.id, entries: 0, text: node.textContent ?? '' })));
  // What each group holds, counted in the page: the h3 between its h2 and the next.
  const entries = await t.page.$$eval('main h2[id], main h3[id]', nodes => nodes.map(node => node.tagName));
  let group = -1;
  for (const tag of entries) {
    if (tag === 'H2') group++;
    else if (group >= 0) groups[group].entries++;
  }
  expect(groups.length).toBeGreaterThan(3);
  // The contents column beside the page (the folded copy above the body, for narrow windows, lists the same).
  const toc = await t.page.$$eval('nav.toc a', links =>
    links
      .filter(link => !link.closest('.toc-inline'))
      .map(link => ({ href: link.getAttribute('href'), count: link.querySelector('.count')?.textContent ?? null, text: link.textContent ?? '' })),
  );
  // Only the groups: no message is listed.
  expect(toc.map(entry => entry.href)).toEqual(groups.map(g => `#${g.id}`));
  expect(toc.map(entry => entry.count)).toEqual(groups.map(g => `${g.entries} entries`));
  expect(toc.map(entry => entry.text)).toEqual(groups.map(g => `${g.text.replace(/#$/, '').trim()} ${g.entries} entries`));
});

test.each([390, 1440])('at %i px the filter narrows the page to the matching messages and says how many', async width => {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
  await gotoReady(t.page, site.url(PAGE));
  const all = (await shown(t, 'main h3')).length;
  const filter = t.page.getByLabel('Filter messages');
  expect(await filter.isVisible()).toBe(true);
  await filter.fill('redirect');
  const status = t.page.locator('[data-variable-count]');
  await t.page.waitForFunction(() => /match/.test(document.querySelector('[data-variable-count]')?.textContent ?? ''));
  const kept = await shown(t, 'main h3');
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(all);
  expect(await status.textContent()).toBe(`${kept.length} ${kept.length === 1 ? 'message matches' : 'messages match'} “redirect”.`);
  // A group with no match is hidden with its heading; a kept message keeps its group's heading.
  const groups = await shown(t, 'main h2');
  expect(groups.length).toBeGreaterThan(0);
  expect(groups.length).toBeLessThan(await t.page.locator('main h2').count());
  // An exact message finds its entry.
  await filter.fill('Your passkey request has expired');
  await t.page.waitForFunction(() => /^1 message matches/.test(document.querySelector('[data-variable-count]')?.textContent ?? ''));
  expect((await shown(t, 'main h3')).map(text => text.replace(/#$/, '').trim())).toEqual(['Your passkey request has expired']);
  // Cleared, the page is whole again.
  await filter.fill('');
  await t.page.waitForFunction(count => document.querySelectorAll('main h3').length === count && !document.querySelector('main [data-filtered-out]'), all);
  expect((await shown(t, 'main h3')).length).toBe(all);
});
