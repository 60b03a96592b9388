/**
 * The global sheet holds only what no component's Emotion style can: the elements scripts make
 * with plain DOM (the navigation progress bar, the retry notice, the base-path warning) and the
 * method badge (MethodBadge.style.ts says why). These checks hold its selectors to what those
 * scripts and the badge write, and its colours to the design tokens.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { globalStyles } from '../../../src/styles/global';
import { visuallyHidden } from '../../../src/styles/visuallyHidden';
import { showRetryNotice } from '../../../src/client/resourceFailure';
import { navigationProgress } from '../../../src/client/progressBar';
import { basePathBoot } from '../../../src/boot/basePathBoot';
import { BASE_PATH_WARNING, BOOT_FLAG } from '../../../src/lib/basePathCheck';
import { MethodBadge } from '../../../src/components/MethodBadge';
import { METHOD_BADGE } from '../../../src/components/MethodBadge.attributes';
import { VARIABLE_FILTERED_OUT } from '../../../src/components/mdx/VariableFilter.attributes';

interface FakeElement {
  tagName: string;
  id: string;
  dataset: Record<string, string>;
  offsetWidth: number;
  setAttribute(): void;
  append(): void;
  addEventListener(): void;
}

/** Just enough of a document for the scripts to make their element; returns what they add to the body. */
function fakeDocument() {
  const added: FakeElement[] = [];
  const createElement = (tagName: string): FakeElement => ({
    tagName,
    id: '',
    dataset: {},
    offsetWidth: 0,
    setAttribute() {},
    append() {},
    addEventListener() {},
  });
  const document = {
    getElementById: (id: string) => added.find(el => el.id === id) ?? null,
    createElement,
    body: { appendChild: (el: FakeElement) => added.push(el), insertBefore: (el: FakeElement) => added.push(el), firstChild: null },
  };
  return { document, added };
}

/** The global sheet's rules whose selector starts with `selector`. */
const rulesFor = (selector: string) => globalStyles.split('\n').filter(line => line.startsWith(`${selector} `) || line.startsWith(`${selector}[`));

afterEach(() => {
  for (const name of ['document', 'location', 'addEventListener', 'window']) delete (globalThis as Record<string, unknown>)[name];
  jest.useRealTimers();
});

test("the retry notice resourceFailure.ts makes is styled by the global sheet's rules for its id, in tokens", () => {
  const { document, added } = fakeDocument();
  Object.assign(globalThis, { document });
  showRetryNotice('a test');
  expect(added).toHaveLength(1);
  const rules = rulesFor(`#${added[0].id}`);
  expect(rules.length).toBeGreaterThan(0);
  expect(rules.join('\n')).not.toMatch(/#[0-9a-f]{3,8}\b/i);
});

test("the navigation progress bar progressBar.ts makes is styled by the global sheet's rules for its id", () => {
  const { document, added } = fakeDocument();
  Object.assign(globalThis, { document });
  jest.useFakeTimers();
  navigationProgress.start();
  jest.runAllTimers();
  navigationProgress.done();
  expect(added).toHaveLength(1);
  expect(rulesFor(`#${added[0].id}`).length).toBeGreaterThan(0);
});

test("the base-path check's warning is styled by the global sheet's rule for its id, in tokens (it follows the theme)", () => {
  const { document, added } = fakeDocument();
  const onLoad: (() => void)[] = [];
  const addEventListener = (type: string, listener: () => void) => type === 'load' && onLoad.push(listener);
  Object.assign(globalThis, { document, location: { pathname: '/' }, addEventListener, window: {} });
  basePathBoot('', BOOT_FLAG, BASE_PATH_WARNING);
  for (const listener of onLoad) listener();
  expect(added).toHaveLength(1);
  const rules = rulesFor(`#${added[0].id}`);
  expect(rules).toHaveLength(1);
  expect(rules[0]).not.toMatch(/#[0-9a-f]{3,8}\b/i);
  expect(rules[0]).toMatch(/background: var\(--c-danger-bg\)/);
});

test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('a %s badge is coloured by its rule in the global sheet', method => {
  const html = renderToStaticMarkup(<MethodBadge method={method} />);
  const [, className, dataMethod] = html.match(/class="([^"]+)" data-method="([^"]+)"/) ?? [];
  expect(className).toBe(METHOD_BADGE);
  expect(globalStyles).toContain(`.${METHOD_BADGE}[data-method='${dataMethod}'] { color: var(--c-${dataMethod}); }`);
});

test('what the variable filter marks is hidden, tables included (they are display: block)', () => {
  expect(rulesFor(`[${VARIABLE_FILTERED_OUT}]`)).toEqual([`[${VARIABLE_FILTERED_OUT}] { display: none !important; }`]);
});

test('the global .visually-hidden class and the visuallyHidden style hide the same way', () => {
  const declarations = (block: string) =>
    block
      .split(';')
      .map(d => d.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .sort();
  const globalRule = /\.visually-hidden \{([^}]*)\}/.exec(globalStyles);
  expect(globalRule).not.toBeNull();
  expect(declarations(globalRule![1])).toEqual(declarations(visuallyHidden.styles.replace(/\/\*[\s\S]*?\*\/|label:[^;]*;/g, '')));
  expect(declarations(globalRule![1]).join(';').replace(/\s/g, '')).toContain('clip:rect(000');
});
