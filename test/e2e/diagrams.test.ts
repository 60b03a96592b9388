/**
 * Flow diagrams on a 320 px phone: the page never scrolls sideways, a wide diagram scrolls
 * inside its own Tab stop (arrow keys move it), and the picture takes its colours from
 * the theme, so light and dark paint it differently.
 */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, renderAllBlocks, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close());

const PAGES = [
  '/docs/guides/oidc-endpoints',
  '/docs/guides/device-login',
  '/docs/setup/installation',
  '/docs/configuration/ldap',
  '/docs/configuration/scim',
  '/docs/configuration/allowed-groups',
];

async function open(path: string, theme: 'light' | 'dark', width = 320) {
  t = await openPage(site.browser, { context: { viewport: { width, height: 800 } } });
  await t.page.addInitScript(value => window.localStorage.setItem('theme', value), theme);
  await gotoReady(t.page, site.url(path));
  await renderAllBlocks(t.page);
}

test.each(PAGES)('%s at 320 px: no sideways page scroll; the diagram is a named, focusable region', async path => {
  await open(path, 'light');
  const page = await t.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  expect(page.scroll).toBeLessThanOrEqual(page.width);
  const region = t.page.locator('figure.diagram [role="region"]');
  expect(await region.count()).toBe(1);
  expect(await region.getAttribute('aria-label')).toMatch(/^Diagram: /);
  await region.focus();
  expect(await region.evaluate(el => el === document.activeElement)).toBe(true);
  // The figure stays inside the column; the SVG is never drawn larger than its layout.
  const box = await region.evaluate(el => {
    const svg = el.querySelector('svg')!;
    return { right: el.getBoundingClientRect().right, svgWidth: svg.getBoundingClientRect().width, drawn: Number(svg.getAttribute('width')) };
  });
  expect(box.right).toBeLessThanOrEqual(page.width);
  expect(box.svgWidth).toBeLessThanOrEqual(box.drawn + 0.5);
});

describe.each([320, 390])('at %i px', width => {
  test.each(PAGES)('%s: the diagram shrinks to the column with no label under 11 px; where it cannot, an edge shadow and a "scroll" hint show', async path => {
    await open(path, 'light', width);
    const fit = await t.page.locator('figure.diagram').evaluate(figure => {
      const region = figure.querySelector('[role="region"]') as HTMLElement;
      const svg = region.querySelector('svg')!;
      const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      const sizes = Array.from(svg.querySelectorAll('text')).map(text => Number(text.getAttribute('font-size')) * scale);
      const hint = figure.querySelector('.diagram-hint');
      const style = getComputedStyle(region);
      const room = region.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return {
        smallestLabel: Math.min(...sizes),
        scrolls: region.scrollWidth > region.clientWidth + 1,
        drawn: svg.viewBox.baseVal.width,
        shown: svg.getBoundingClientRect().width,
        room,
        hint: Boolean(hint?.checkVisibility()) && /scroll/i.test(hint?.textContent ?? ''),
        shadow: /radial-gradient/.test(style.backgroundImage),
      };
    });
    expect(fit.smallestLabel).toBeGreaterThanOrEqual(10.95);
    // As wide as the column allows: its own size, or the whole column.
    expect(fit.shown).toBeGreaterThanOrEqual(Math.min(fit.drawn, fit.room) - 1);
    expect({ scrolls: fit.scrolls, hint: fit.hint }).toEqual({ scrolls: fit.scrolls, hint: fit.scrolls });
    if (fit.scrolls) expect(fit.shadow).toBe(true);
  });
});

test('a diagram wider than the phone scrolls inside its region with the arrow keys', async () => {
  await open('/docs/guides/oidc-endpoints', 'light');
  const region = t.page.locator('figure.diagram [role="region"]');
  expect(await region.evaluate(el => el.scrollWidth > el.clientWidth)).toBe(true);
  await region.focus();
  await t.page.keyboard.press('ArrowRight');
  await t.page.waitForFunction(() => document.querySelector('figure.diagram [role="region"]')!.scrollLeft > 0);
});

test('light and dark themes paint the diagram differently, from the theme tokens', async () => {
  const paint = async (theme: 'light' | 'dark') => {
    await open('/docs/configuration/allowed-groups', theme, 1280);
    const colours = await t.page.evaluate(() => {
      const svg = document.querySelector('figure.diagram svg')!;
      const shape = svg.querySelector('[fill="var(--_node-fill)"]')!;
      const label = svg.querySelector('text[fill="var(--_text)"]')!;
      const root = getComputedStyle(document.documentElement);
      return {
        fill: getComputedStyle(shape).fill,
        text: getComputedStyle(label).fill,
        tokens: { text: root.getPropertyValue('--c-text').trim(), soft: root.getPropertyValue('--c-bg-soft').trim() },
      };
    });
    await t.close();
    return colours;
  };
  const light = await paint('light');
  const dark = await paint('dark');
  expect(light.fill).not.toBe(dark.fill);
  expect(light.text).not.toBe(dark.text);
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map(i => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  for (const colours of [light, dark]) {
    expect(colours.text).toBe(rgb(colours.tokens.text));
    expect(colours.fill).toBe(rgb(colours.tokens.soft));
  }
});
