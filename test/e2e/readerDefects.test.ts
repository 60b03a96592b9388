/**
 * Checks of the class, not the instance, for what made pages look broken to readers:
 * list markers clipped by lazy rendering, blank holes in a full-page capture, names that
 * wrap inside a word, a samples panel taller than the window, and the first useful line
 * below a phone's fold.
 */
import type { Page } from 'playwright-core';
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';
import { pendingBlockSelector } from '../../src/lib/lazyBlocks';
import { BREAKS_AFTER } from '../support/identifierBreaks';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const PHONE = { width: 390, height: 844 };
const LONG_PAGES = ['/docs/setup/installation', '/docs/client-examples/immich', '/docs/setup/advanced-topics', '/docs/guides/oidc-endpoints'];

/** Resolves once the page has rendered every block it skipped on first load (src/client/renderLazyBlocks.ts). */
const allBlocksRendered = (page: Page) =>
  page.waitForFunction(selector => document.querySelectorAll(selector).length === 0, pendingBlockSelector(), { timeout: 15_000 });

/** Gives the page a few seconds to render what it skipped, then measures it as it is (a build without the idle renderer still gets checked). */
const settled = (page: Page) => allBlocksRendered(page).catch(() => undefined);

test.each(LONG_PAGES)('every list item keeps its marker: nothing between an item and its list clips what lies left of it (%s)', async route => {
  t = await openPage(site.browser, { context: { viewport: PHONE } });
  await gotoReady(t.page, site.url(route));
  await settled(t.page);
  const clipped = await t.page.evaluate(() => {
    const out: string[] = [];
    const items = Array.from(document.querySelectorAll('main li')).filter(
      li => getComputedStyle(li).listStylePosition === 'outside' && getComputedStyle(li).listStyleType !== 'none',
    );
    for (const li of items) {
      // Room an outside marker takes: "10. " for a numbered item, a bullet and its gap otherwise.
      const markerRoom = parseFloat(getComputedStyle(li).fontSize) * (li.parentElement?.tagName === 'OL' ? 1.4 : 1);
      const left = li.getBoundingClientRect().left - markerRoom;
      // The item itself and each ancestor up to <main> that clips its paint (containment keeps the clip margin).
      for (let el: Element | null = li; el && el.tagName !== 'MAIN'; el = el.parentElement) {
        const style = getComputedStyle(el);
        const paintContained = style.contentVisibility === 'auto' || /paint|content|strict/.test(style.contain);
        const clipMargin = paintContained ? parseFloat(style.overflowClipMargin) || 0 : 0;
        const clips = paintContained || style.overflowX !== 'visible';
        if (clips && el.getBoundingClientRect().left + parseFloat(style.borderLeftWidth) - clipMargin > left + 0.5) {
          out.push(`${(li.textContent ?? '').trim().slice(0, 40)} (clipped by <${el.tagName.toLowerCase()}>)`);
          break;
        }
      }
    }
    return { items: items.length, clipped: out };
  });
  expect(clipped.items).toBeGreaterThan(0);
  expect(clipped.clipped).toEqual([]);
});

test.each(LONG_PAGES)('a few seconds after load every block is rendered, so a full-page capture has no blank holes (%s)', async route => {
  t = await openPage(site.browser, { context: { viewport: PHONE } });
  await gotoReady(t.page, site.url(route));
  await allBlocksRendered(t.page);
  const skipped = await t.page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter(el => !el.checkVisibility({ contentVisibilityAuto: true }) && el.checkVisibility())
      .map(el => `<${el.tagName.toLowerCase()}> ${(el.textContent ?? '').trim().slice(0, 30)}`),
  );
  expect(skipped).toEqual([]);
  // The capture itself: the last block of the body is painted (not the page background).
  const shot = await t.page.screenshot({ fullPage: true });
  expect(shot.length).toBeGreaterThan(10_000);
});

/** Every place where inline code in a table cell wraps, with the character before the break. */
const tokenBreaks = (page: Page) =>
  page.evaluate(source => {
    // The same rule the build follows (src/lib/identifierBreaks.ts).
    const breaksAfter = new RegExp(source);
    const out: string[] = [];
    for (const code of Array.from(document.querySelectorAll('main td code'))) {
      if (!code.checkVisibility()) continue;
      const text = code.textContent ?? '';
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const chars: { char: string; top: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: node.textContent![i], top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        if (chars[i].top > chars[i - 1].top + 2 && !breaksAfter.test(chars[i - 1].char)) out.push(`${text}: broken after "${text.slice(0, i)}"`);
      }
    }
    return out;
  }, BREAKS_AFTER.source);

test.each([
  ['/docs/configuration/environment-variables', 1440],
  ['/docs/configuration/environment-variables', 390],
  ['/docs/client-examples/immich', 1440],
  ['/docs/guides/oidc-endpoints', 390],
  ['/docs/configuration/ldap', 768],
])('no identifier in a table cell wraps inside a word (%s at %i px)', async (route, width) => {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
  await gotoReady(t.page, site.url(route));
  await settled(t.page);
  expect(await tokenBreaks(t.page)).toEqual([]);
});

/** Lines a visible element's text runs onto (one more than the times a character starts lower than the one before it). */
const lineCount = (el: Element) => {
  const tops: number[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    for (let i = 0; i < (node.textContent ?? '').length; i++) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      const rect = range.getClientRects()[0];
      if (rect && rect.width > 0) tops.push(rect.top);
    }
  }
  return 1 + tops.filter((top, i) => i > 0 && top > tops[i - 1] + 2).length;
};

test.each([1440, 1024])('on a %i px desktop every environment-variable name and default sits on one line, inside its cell', async width => {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/configuration/environment-variables'));
  await settled(t.page);
  const cells = await t.page.evaluate(
    ({ countLines }) => {
      const lines = new Function(`return (${countLines})`)() as (el: Element) => number;
      const out: { text: string; lines: number; inside: boolean }[] = [];
      for (const code of Array.from(document.querySelectorAll('table[data-variable-table] td:nth-of-type(-n + 2) code'))) {
        const cell = code.closest('td')!.getBoundingClientRect();
        const box = code.getBoundingClientRect();
        out.push({ text: code.textContent ?? '', lines: lines(code), inside: box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5 });
      }
      return out;
    },
    { countLines: lineCount.toString() },
  );
  expect(cells.length).toBeGreaterThan(100);
  expect(cells.filter(cell => cell.lines !== 1 || !cell.inside)).toEqual([]);
});

/** Every place where a URL set as inline code in a table cell wraps, with the character before the break. */
const urlBreaks = (page: Page) =>
  page.evaluate(() => {
    const out: string[] = [];
    for (const code of Array.from(document.querySelectorAll('main td code'))) {
      const text = code.textContent ?? '';
      if (!code.checkVisibility() || !/^[a-z][a-z0-9.+-]*:\/\//i.test(text)) continue;
      const chars: { char: string; top: number }[] = [];
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ char: node.textContent![i], top: Math.round(rect.top) });
        }
      }
      for (let i = 1; i < chars.length; i++) {
        // After a path's "/" (or a query's "?", "&", "="), never at a hyphen or a dot of the host.
        if (chars[i].top > chars[i - 1].top + 2 && !/[/?&=]/.test(chars[i - 1].char)) out.push(`${text}: broken after "${text.slice(0, i)}"`);
      }
    }
    return out;
  });

test.each([
  ['/docs/client-examples/immich', 1440],
  ['/docs/client-examples/immich', 1024],
  ['/docs/client-examples/immich', 390],
  ['/docs/configuration/environment-variables', 1440],
  ['/docs/configuration/environment-variables', 1024],
  ['/docs/guides/oidc-endpoints', 1024],
])('a URL in a table cell breaks only after "/", never at a hyphen (%s at %i px)', async (route, width) => {
  t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
  await gotoReady(t.page, site.url(route));
  await settled(t.page);
  expect(await urlBreaks(t.page)).toEqual([]);
});

test('on a phone an environment variable is a stacked card: name with its anchor and copy button, then the default', async () => {
  t = await openPage(site.browser, { context: { viewport: PHONE } });
  await gotoReady(t.page, site.url('/docs/configuration/environment-variables#APP_URL'));
  const row = t.page.locator('tr#APP_URL');
  const [name, copy, fallback] = await Promise.all([
    row.locator('a.variable-anchor').boundingBox(),
    row.getByRole('button', { name: 'Copy APP_URL' }).boundingBox(),
    row.locator('td').nth(1).boundingBox(),
  ]);
  expect(copy!.x).toBeGreaterThan(name!.x + name!.width - 1);
  expect(fallback!.y).toBeGreaterThanOrEqual(name!.y + name!.height - 1);
  expect(
    await row
      .locator('td')
      .nth(1)
      .evaluate(el => getComputedStyle(el, '::before').content),
  ).toContain('Default');
});

test.each(['/docs/setup/installation', '/docs/setup/upgrading', '/docs/configuration/ldap', '/docs/troubleshooting/account-recovery'])(
  'on a 320 px phone every tab set is one row of tabs, scrolling sideways inside itself when longer, never the page (%s)',
  async route => {
    t = await openPage(site.browser, { context: { viewport: { width: 320, height: 700 } } });
    await gotoReady(t.page, site.url(route));
    await settled(t.page);
    const sets = await t.page.evaluate(() =>
      Array.from(document.querySelectorAll('main [role="tablist"]')).map(list => {
        const tabs = Array.from(list.querySelectorAll('[role="tab"]')).map(tab => tab.getBoundingClientRect());
        const box = list.getBoundingClientRect();
        return {
          labels: Array.from(list.querySelectorAll('[role="tab"]')).map(tab => tab.textContent),
          rows: new Set(tabs.map(tab => Math.round(tab.top))).size,
          scrolls: list.scrollWidth > list.clientWidth + 1,
          overflowX: getComputedStyle(list).overflowX,
          inside: box.right <= document.documentElement.clientWidth + 0.5,
        };
      }),
    );
    expect(sets.length).toBeGreaterThan(0);
    for (const set of sets) {
      expect({ labels: set.labels, rows: set.rows, inside: set.inside }).toEqual({ labels: set.labels, rows: 1, inside: true });
      if (set.scrolls) expect(set.overflowX).toMatch(/auto|scroll/);
    }
    expect(await t.page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  },
);

test.each([
  [1366, 768],
  [1440, 900],
])(
  'API operation at %i×%i: no scroll box in the sticky samples column is taller than the window, and request and response stay in view',
  async (width, height) => {
    t = await openPage(site.browser, { context: { viewport: { width, height } } });
    await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
    await t.page.evaluate(() => window.scrollTo(0, 1500));
    await t.page.waitForTimeout(400);
    const panel = await t.page.evaluate(() => {
      const column = document.querySelector('.api-examples') as HTMLElement;
      const scrollers = [column, ...Array.from(column.querySelectorAll('*'))].filter(el => {
        const style = getComputedStyle(el);
        return /auto|scroll/.test(style.overflowY) && el.scrollHeight > el.clientHeight + 1;
      });
      const inView = (el: Element | null) => {
        const rect = el?.getBoundingClientRect();
        return Boolean(rect && rect.height > 40 && rect.top >= 0 && rect.top < window.innerHeight - 60);
      };
      return {
        sticky: getComputedStyle(column).position,
        columnScrolls: scrollers.includes(column),
        tallest: Math.max(...scrollers.map(el => el.getBoundingClientRect().height)),
        requestInView: inView(column.querySelector('.code-samples [role="tabpanel"]:not([hidden]) pre')),
        responseInView: inView(column.querySelector('.response-examples [role="tabpanel"]:not([hidden]) pre')),
      };
    });
    expect(panel.sticky).toBe('sticky');
    expect(panel.columnScrolls).toBe(false);
    expect(panel.tallest).toBeLessThanOrEqual(height);
    expect(panel.requestInView).toBe(true);
    expect(panel.responseInView).toBe(true);
  },
);

test.each([
  ['list-users', 1440, 1000],
  ['list-users', 1366, 768],
  ['create-oidc-client', 1440, 900],
  ['update-application-configurations', 1280, 720],
  ['update-email-logo', 1440, 900],
])('API operation %s at %i×%i: the request sample keeps its whole box in the sticky column, nothing spills over the response', async (slug, width, height) => {
  t = await openPage(site.browser, { context: { viewport: { width, height } } });
  await gotoReady(t.page, site.url(`/docs/api/endpoints/${slug}`));
  const layout = await t.page.evaluate(() => {
    const column = document.querySelector('.api-examples') as HTMLElement;
    const boxes = Array.from(column.querySelectorAll<HTMLElement>('section, .tabs, [role="tabpanel"]:not([hidden]), .code-block'));
    // A box shorter than what it holds (other than a scroller) lets its content run over what follows.
    const spilling = boxes.filter(el => !/auto|scroll/.test(getComputedStyle(el).overflowY) && el.scrollHeight > el.clientHeight + 1);
    const request = column.querySelector('.code-samples')!.getBoundingClientRect();
    const response = column.querySelector('.response-examples')!.getBoundingClientRect();
    return { spilling: spilling.map(el => el.className || el.getAttribute('role') || el.tagName), gap: response.top - request.bottom };
  });
  expect(layout.spilling).toEqual([]);
  expect(layout.gap).toBeGreaterThanOrEqual(0);
});

test('API operation: the cURL sample puts the URL on a line of its own, and the samples column starts no lower than the method bar', async () => {
  t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const lines = (await t.page.locator('.code-samples pre').first().innerText()).split('\n');
  expect(lines[1].trim()).toBe("'https://pocket-id.example.com/api/oidc/clients' \\");
  const [bar, column] = await Promise.all([t.page.locator('#page-header').boundingBox(), t.page.locator('.api-examples').boundingBox()]);
  // It starts level with the breadcrumbs, above the method bar (components/articleLayouts.ts).
  expect(column!.y).toBeLessThanOrEqual(bar!.y);
});

test('API operation on a phone: an example request sits right under the method bar', async () => {
  t = await openPage(site.browser, { context: { viewport: PHONE } });
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const samples = await t.page.locator('.code-samples pre').first().boundingBox();
  expect(samples!.y).toBeLessThan(PHONE.height);
});

test('a long request body shows its required fields first', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
  const body = t.page.locator('#request-body ~ .schema-tree, section[aria-labelledby="request-body"] .schema-tree').first();
  const shown = await body
    .locator('.root > li > details > .children > ul > li > .css-field-head')
    .evaluateAll(heads => heads.map(h => Boolean(h.querySelector('.required'))));
  // Required ones lead, and nothing optional comes before a required one.
  expect(shown[0]).toBe(true);
  expect(shown.indexOf(false) === -1 || !shown.slice(shown.indexOf(false)).includes(true)).toBe(true);
});

test.each([
  ['/docs/setup/installation', 'main #page-content > p'],
  ['/docs/client-examples/immich', 'main #page-content ol > li'],
  ['/docs/client-examples', '.client-list > li'],
])('on a 390×844 phone the first useful line of %s is above the fold', async (route, first) => {
  t = await openPage(site.browser, { context: { viewport: PHONE } });
  await gotoReady(t.page, site.url(route));
  const box = await t.page.locator(first).first().boundingBox();
  expect(box!.y).toBeLessThan(PHONE.height - 40);
});

describe('smaller defects', () => {
  const backdropAlpha = (page: Page) =>
    page.evaluate(() => {
      const color = getComputedStyle(document.querySelector('dialog[open]') as Element, '::backdrop').backgroundColor;
      return Number(color.match(/rgba?\([^)]*?,\s*([\d.]+)\)$/)?.[1] ?? (color.startsWith('rgb(') ? 1 : 0));
    });

  test.each(['light', 'dark'])('search: a scrim of at least 40 %% black sets the dialog apart (%s); empty filter chips are disabled', async theme => {
    t = await openPage(site.browser);
    await t.page.addInitScript(value => window.localStorage.setItem('theme', value), theme);
    await gotoReady(t.page, site.url('/docs/introduction'));
    await t.page.keyboard.press('Control+K');
    await t.page.locator('dialog input').fill('qqxzzv');
    await t.page.waitForSelector('[data-search-status="done"][data-query="qqxzzv"]');
    expect(await backdropAlpha(t.page)).toBeGreaterThanOrEqual(0.4);
    const chips = await t.page.locator('dialog .filters button').evaluateAll(buttons => buttons.map(b => [b.textContent, (b as HTMLButtonElement).disabled]));
    expect(chips).toEqual([
      ['All (0)', false],
      ['Docs (0)', true],
      ['Client examples (0)', true],
      ['API reference (0)', true],
    ]);
  });

  test('search: a hit on an environment variable is its row, as name · default', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/introduction'));
    await t.page.keyboard.press('Control+K');
    await t.page.locator('dialog input').fill('APP_URL');
    await t.page.waitForSelector('[data-search-status="done"][data-query="APP_URL"]');
    const first = t.page.getByRole('option').first();
    expect(await first.locator('.heading').textContent()).toBe('APP_URL · default http://localhost:1411');
    expect(await first.getAttribute('href')).toMatch(/\/docs\/configuration\/environment-variables#APP_URL$/);
  });

  test('the contents list marks the last section current at the bottom of the page', async () => {
    t = await openPage(site.browser, { context: { viewport: { width: 1440, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    // Blocks far down render lazily (content-visibility), so the page grows as it is scrolled:
    // keep going to the bottom until the reader is really there.
    await t.page.waitForFunction(
      () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return document.querySelector('.toc-col li:last-child a')?.getAttribute('aria-current') === 'true';
      },
      undefined,
      { polling: 200 },
    );
  });

  test('on a phone the breadcrumb trail is one line of ancestors, and the drawer rows are at least 40 px tall', async () => {
    t = await openPage(site.browser, { context: { viewport: PHONE } });
    await gotoReady(t.page, site.url('/docs/api/endpoints/create-oidc-client'));
    const trail = await t.page.locator('nav.breadcrumbs ol').boundingBox();
    expect(trail!.height).toBeLessThan(30);
    await t.page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = t.page.getByRole('dialog', { name: 'Site navigation' });
    await drawer.waitFor();
    const heights = await drawer
      .locator('a')
      .evaluateAll(links => links.filter(a => (a as HTMLElement).offsetParent).map(a => a.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThan(10);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(40);
  });

  test('badges colour only warnings: "PKCE required" is plain, "PKCE not supported" is not', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/client-examples'));
    const colors = await t.page.evaluate(() => {
      const of = (kind: string) => getComputedStyle(document.querySelector(`li[data-kind='${kind}']`) as Element).color;
      return { required: of('pkce-required'), plain: of('client-confidential'), missing: of('pkce-not-supported') };
    });
    expect(colors.required).toBe(colors.plain);
    expect(colors.missing).not.toBe(colors.plain);
  });

  test('home on a dark phone: no second logo in the hero, and the quick start is no card inside a card', async () => {
    t = await openPage(site.browser, { context: { viewport: PHONE, colorScheme: 'dark' } });
    await gotoReady(t.page, site.url('/'));
    expect(await t.page.locator('#home-hero img').count()).toBe(0);
    const code = await t.page.locator('.quick-start .code-block').boundingBox();
    expect(code!.width).toBeGreaterThanOrEqual(PHONE.width - 40);
    // The navbar's logo keeps a visible rim on the dark page.
    expect(await t.page.locator('header .brand img').evaluate(img => getComputedStyle(img).boxShadow)).not.toBe('none');
  });

  test('a version file that cannot be read gives a quiet, short label with the reason in its title; the docs-version line names the release', async () => {
    t = await openPage(site.browser, { version: { status: 500, body: '' } });
    await gotoReady(t.page, site.url('/docs/introduction'));
    const label = t.page.locator('header a[data-version-link]');
    await t.page.waitForFunction(() => document.querySelector('header a[data-version-link]')?.hasAttribute('data-failed'));
    expect(await label.getAttribute('title')).toMatch(/^Error reading version file: HTTP 500/);
    expect((await label.boundingBox())!.width).toBeLessThanOrEqual(130);
    expect(await t.page.locator('.docs-version').textContent()).toBe('Docs version: Next (Pocket ID 2.14)');
  });

  test.each([
    [1440, 40, 26],
    [390, 32, 24],
  ])('type scale at %i px: H1 %i px, H2 %i px', async (width, h1, h2) => {
    t = await openPage(site.browser, { context: { viewport: { width, height: 900 } } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    const sizes = await t.page.evaluate(() => ['main h1', 'main h2'].map(s => parseFloat(getComputedStyle(document.querySelector(s) as Element).fontSize)));
    expect(sizes.map(Math.round)).toEqual([h1, h2]);
  });

  test('API reference: one name, and the tag grid right after the introduction', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/api-documentation'));
    expect(await t.page.locator('main h1').textContent()).toBe('API reference');
    expect(await t.page.locator('header nav[aria-label="Main"] a[href="/docs/api-documentation"]').textContent()).toBe('API reference');
    const order = await t.page.evaluate(() => Array.from(document.querySelectorAll('#page-content > h2')).map(h => h.id));
    expect(order[0]).toBe('browse-the-api-by-tag');
  });

  test('the title-row menu says what it does for an admin: "Copy page", not "Markdown"', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    const summary = t.page.locator('.copy-page-markdown summary');
    expect((await summary.textContent())?.trim()).toBe('Copy page');
    await summary.click();
    await t.page.getByRole('button', { name: 'Copy page as Markdown' }).waitFor();
  });

  test('on a phone heading anchors and footer links are touch targets of at least 24×24 px', async () => {
    t = await openPage(site.browser, { context: { viewport: PHONE } });
    await gotoReady(t.page, site.url('/docs/setup/installation'));
    await settled(t.page);
    const small = await t.page.evaluate(() =>
      Array.from(document.querySelectorAll('main .heading-anchor, footer a'))
        .map(a => ({ a, box: a.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0)
        .filter(({ box }) => box.width < 24 || box.height < 24)
        .map(({ a, box }) => `${a.closest('footer') ? 'footer' : 'anchor'} ${a.getAttribute('href')}: ${Math.round(box.width)}×${Math.round(box.height)}`),
    );
    expect(await t.page.locator('main .heading-anchor').count()).toBeGreaterThan(5);
    expect(small).toEqual([]);
  });

  test('the gallery tells a category from a capability: the category label is no pill', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/client-examples'));
    const looks = await t.page.evaluate(() => {
      const of = (kind: string) => {
        const style = getComputedStyle(document.querySelector(`.client-list li[data-kind='${kind}']`) as Element);
        return { border: style.borderTopColor, background: style.backgroundColor };
      };
      return { category: of('category'), capability: of('client-confidential') };
    });
    expect(looks.category.border).not.toBe(looks.capability.border);
    expect(looks.category.background).not.toBe(looks.capability.background);
  });

  test.each([390, 375])('home on a %i px phone: the quick start shows every line of the Compose file whole, the image included', async width => {
    t = await openPage(site.browser, { context: { viewport: { width, height: 800 } } });
    await gotoReady(t.page, site.url('/'));
    const pre = t.page.locator('.quick-start pre');
    expect(await pre.innerText()).toContain('image: ghcr.io/pocket-id/pocket-id:v2');
    const box = await pre.evaluate(el => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
  });

  test('a mistyped address offers the closest pages', async () => {
    t = await openPage(site.browser);
    await t.page.goto(site.url('/docs/setup/instalation'));
    const suggestion = t.page.getByRole('navigation', { name: 'Did you mean' }).getByRole('link').first();
    await suggestion.waitFor();
    expect(await suggestion.getAttribute('href')).toBe('/docs/setup/installation');
  });

  test('"Report a problem" beside "Edit this page" opens a new issue naming the page', async () => {
    t = await openPage(site.browser);
    await gotoReady(t.page, site.url('/docs/api/endpoints/list-users'));
    const href = await t.page.getByRole('link', { name: 'Report a problem' }).getAttribute('href');
    const url = new URL(href!);
    expect(url.pathname).toBe('/pocket-id/website/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs: List users');
    expect(url.searchParams.get('body')).toContain('/docs/api/endpoints/list-users');
  });
});
