import fs from 'fs';
import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import { is, selectAll } from 'css-select';
import type { Element as DomElement } from 'domhandler';
import { CONTROLS, controlAt } from '../../../src/components/controls';
import type { Control, FirstLoad } from '../../../src/components/controlTypes';
import { CONTROL, controlsWaiting, FIRST_LOAD, keyForControls } from '../../../src/components/firstLoadParts';
import { copyButtons } from '../../../src/components/mdx/CopyButton.behaviour';
import { tabSets } from '../../../src/components/mdx/Tabs.behaviour';
import { tabStorageKey } from '../../../src/components/mdx/Tabs.attributes';
import { sidebarCategories } from '../../../src/components/Sidebar.behaviour';
import { schemaTrees } from '../../../src/apiReference/browser/SchemaTree.behaviour';
import { sampleBodyToggles } from '../../../src/apiReference/browser/SampleBodyToggle.behaviour';
import { variableFilter } from '../../../src/components/mdx/VariableFilter.behaviour';
import { instanceCheck } from '../../../src/instanceCheck/browser/InstanceCheck.behaviour';
import { yourSetupForms } from '../../../src/yourSetup/browser/YourSetupForm.behaviour';
import { upgradePlanner } from '../../../src/history/browser/UpgradePlanner.behaviour';
import { CodeBlock } from '../../../src/components/mdx/CodeBlock';
import { ISLAND } from '../../../src/components/StaticIsland.attributes';
import { VariableName } from '../../../src/components/mdx/VariableName';
import { TabItem, Tabs } from '../../../src/components/mdx/Tabs';
import { Sidebar } from '../../../src/components/Sidebar';
import { SchemaTree } from '../../../src/apiReference/browser/SchemaTree';
import { CodeSamples } from '../../../src/apiReference/browser/CodeSamples';
import { buildSchemaTree } from '../../../src/apiReference/core/schemaTree';
import { VariableFilter } from '../../../src/components/mdx/VariableFilter';
import { UpgradePlanner } from '../../../src/history/browser/UpgradePlanner';
import { InstanceCheck } from '../../../src/instanceCheck/browser/InstanceCheck';
import { YourSetupForm } from '../../../src/yourSetup/browser/YourSetupForm';
import { WIRED_ATTRIBUTE } from '../../../src/yourSetup/browser/YourSetupForm.attributes';
import { filesUnder } from '../../support/files';
import { ROOT } from '../../support/paths';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

/**
 * Every control is the markup its component renders and the behaviour listed in
 * src/components/controls.ts. The islands' dispatch (controlAt) is derived from that list,
 * so an event on a control's element reaches that control, and only it, if and only if the
 * control is listed. The elements are found in each component's real markup, by what a
 * reader sees, not by the attribute constants the behaviours select on. Before the chunk is
 * here, the same use brings it (CONTROL, or a first-load part's `key`), and the first-load
 * parts (src/components/firstLoadParts.ts) are all listed and read the real markup.
 */

/** A rendered component as a DOM tree, and a stand-in for an event target in it. */
const dom = (element: React.ReactElement) => parseDocument(renderToStaticMarkup(element));
// css-select's types name an older domhandler than htmlparser2's; the trees are the same shape.
const find = (selector: string, markup: ReturnType<typeof dom>) => selectAll(selector, markup as never) as unknown as DomElement[];
const target = (node: DomElement) => ({
  node,
  closest: (selector: string) => {
    for (let at: DomElement | null = node; at && at.type === 'tag'; at = at.parent as DomElement | null) if (is(at as never, selector)) return at;
    return null;
  },
});

const schema = buildSchemaTree(
  {},
  { type: 'object', properties: { user: { type: 'object', properties: { name: { type: 'string' }, groups: { type: 'array', items: { type: 'string' } } } } } },
)!;

interface Case {
  what: string;
  markup: ReturnType<typeof dom>;
  /** The element a reader uses. */
  at: string;
  type: 'click' | 'input' | 'keydown';
  /** The control that must handle it, or null where none may. */
  control: Control | null;
}

const codeBlock = dom(
  <CodeBlock title="install.sh">
    <code className="language-sh">docker compose up -d</code>
  </CodeBlock>,
);
const tabs = dom(
  <Tabs groupId="os">
    <TabItem value="linux">Linux</TabItem>
    <TabItem value="macos">
      <p>macOS</p>
    </TabItem>
  </Tabs>,
);
const sidebar = dom(
  <Sidebar
    pathname="/docs/introduction"
    items={[{ type: 'category', label: 'Setup', href: '/docs/setup', items: [{ type: 'link', label: 'Installation', href: '/docs/setup/installation' }] }]}
  />,
);
const drawerSidebar = dom(
  <Sidebar
    pathname="/docs/introduction"
    idPrefix="drawer"
    items={[{ type: 'category', label: 'Setup', href: '/docs/setup', items: [{ type: 'link', label: 'Installation', href: '/docs/setup/installation' }] }]}
  />,
);
/** An ARIA disclosure button in another island, written as the sidebar's toggles are. */
const otherDisclosure = dom(
  <div id="body" {...{ [ISLAND]: '' }}>
    <button type="button" aria-expanded="false" aria-controls="more-filters">
      More filters
    </button>
    <div id="more-filters" hidden />
  </div>,
);
const schemaTree = dom(<SchemaTree root={schema} />);
/** A language's sample with a short body and the full one ("Full body" shows it). */
const codeSamples = dom(
  <CodeSamples
    samples={[
      {
        lang: 'curl',
        label: 'cURL',
        highlightLanguage: 'bash',
        code: 'curl -d {}',
        html: 'curl -d {}',
        full: { html: 'curl -d {"a":1}' },
      },
    ]}
  />,
);
const filter = dom(<VariableFilter />);
const check = dom(<InstanceCheck />);
const yourSetup = dom(<YourSetupForm />);
const planner = dom(<UpgradePlanner releases={JSON.stringify([{ version: '2.14.0', date: '2026-08-18', notes: '', breaking: false, changes: [] }])} />);

const CASES: Case[] = [
  { what: "a code block's copy button", markup: codeBlock, at: '.code-bar button', type: 'click', control: copyButtons },
  { what: "a variable name's copy button", markup: dom(<VariableName name="APP_URL" />), at: 'button', type: 'click', control: copyButtons },
  { what: 'the code in a code block', markup: codeBlock, at: 'pre code', type: 'click', control: null },
  { what: 'a tab', markup: tabs, at: '[role="tab"]', type: 'click', control: tabSets },
  { what: 'a key on a tab', markup: tabs, at: '[role="tab"]', type: 'keydown', control: tabSets },
  { what: "a tab panel's content", markup: tabs, at: '[role="tabpanel"] p', type: 'click', control: null },
  { what: "a sidebar category's toggle", markup: sidebar, at: 'button', type: 'click', control: sidebarCategories },
  { what: 'a sidebar link', markup: sidebar, at: 'a[href="/docs/setup"]', type: 'click', control: null },
  { what: "a category's toggle in the mobile drawer's sidebar", markup: drawerSidebar, at: 'button', type: 'click', control: sidebarCategories },
  { what: 'a disclosure button outside the sidebar', markup: otherDisclosure, at: 'button', type: 'click', control: null },
  { what: "a schema tree's Expand all", markup: schemaTree, at: '.schema-tools button', type: 'click', control: schemaTrees },
  { what: "a schema tree's level", markup: schemaTree, at: 'summary', type: 'click', control: null },
  { what: 'the code samples\' "Full body"', markup: codeSamples, at: 'button[aria-pressed]', type: 'click', control: sampleBodyToggles },
  { what: "a code sample's copy button", markup: codeSamples, at: '.code-bar button', type: 'click', control: copyButtons },
  { what: 'typing in the variable filter', markup: filter, at: 'input', type: 'input', control: variableFilter },
  { what: "the instance check's Check", markup: check, at: 'button[type="submit"]', type: 'click', control: instanceCheck },
  { what: "typing in the instance check's field", markup: check, at: 'input', type: 'input', control: null },
  { what: 'typing in a "Your setup" field', markup: yourSetup, at: 'form input', type: 'input', control: yourSetupForms },
  { what: '"Your setup"\'s Use in examples', markup: yourSetup, at: 'form button[type="submit"]', type: 'click', control: yourSetupForms },
  { what: 'opening "Your setup"', markup: yourSetup, at: 'summary', type: 'click', control: null },
  { what: "the upgrade planner's releases", markup: planner, at: 'select', type: 'input', control: upgradePlanner },
];

/** A key pressed on `node` before the chunk is here, as keyForControls sees it. */
const keyOn = (node: DomElement, key: string) => ({ key, target: target(node), preventDefault: jest.fn() });

test.each(CASES)('$what ($type) reaches the right control and no other', ({ markup, at, type, control }) => {
  const nodes = find(at, markup);
  expect(nodes.length).toBeGreaterThan(0);
  for (const node of nodes) {
    const claimants = CONTROLS.filter(listed => listed[type] && target(node).closest(listed.selector));
    expect(claimants.map(nameOf)).toEqual(control ? [nameOf(control)] : []);
    expect(nameOf(controlAt(target(node) as unknown as Element, type)?.[0] ?? null)).toBe(nameOf(control));
  }
});

test.each(CASES.filter(c => c.control))('$what ($type) brings the chunk when it is not here yet', ({ markup, at, type }) => {
  for (const node of find(at, markup)) {
    if (type !== 'keydown') {
      expect(target(node).closest(CONTROL)).not.toBeNull();
      continue;
    }
    const arrow = keyOn(node, 'ArrowRight');
    expect(keyForControls(arrow as unknown as KeyboardEvent)).toBe(true);
    expect(arrow.preventDefault).toHaveBeenCalled();
    const letter = keyOn(node, 'a');
    expect(keyForControls(letter as unknown as KeyboardEvent)).toBe(false);
    expect(letter.preventDefault).not.toHaveBeenCalled();
  }
});

/**
 * Every Control exported by a behaviour file under src/ (`*.behaviour.ts`): an object with a
 * `selector` and at least one handler, named by its file and export. Found on disk, so a
 * new behaviour left out of the list in controls.ts is caught, not only a listed one's case.
 */
const HANDLERS = ['click', 'input', 'keydown', 'restore'] as const;
const isControl = (value: unknown): value is Control =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Control).selector === 'string' &&
  HANDLERS.some(handler => typeof (value as Control)[handler] === 'function');
const exportedControls = filesUnder(path.join(ROOT, 'src'), /\.behaviour\.tsx?$/).flatMap(file =>
  Object.entries(require(file) as Record<string, unknown>)
    .filter(([, value]) => isControl(value))
    .map(([name, value]) => ({ name: `${path.relative(ROOT, file)}: ${name}`, control: value as Control })),
);

/**
 * A control's name, compared by the tests and shown when they fail: its behaviour file and
 * export, else (a control no behaviour file exports) its place in the list in controls.ts.
 * Derived from the files and that list, so adding a control needs no edit here beyond its case.
 */
const nameOf = (control: Control | null) =>
  control ? (exportedControls.find(exported => exported.control === control)?.name ?? `CONTROLS[${CONTROLS.indexOf(control)}]: ${control.selector}`) : 'none';

test('every control a behaviour file exports is in the list in controls.ts', () => {
  expect(exportedControls.length).toBeGreaterThan(0);
  expect(exportedControls.filter(({ control }) => !CONTROLS.includes(control)).map(({ name }) => name)).toEqual([]);
});

test('every listed control handles some case above (a new control needs its case)', () => {
  const reached = new Set(CASES.map(c => c.control));
  expect(CONTROLS.filter(control => !reached.has(control)).map(nameOf)).toEqual([]);
  expect(CONTROLS).toHaveLength(new Set(CONTROLS).size);
});

test('a "Your setup" form already wired is left to its own listeners', () => {
  const form = find('form', yourSetup)[0];
  form.attribs[WIRED_ATTRIBUTE] = '';
  try {
    expect(controlAt(target(find('form input', yourSetup)[0]) as unknown as Element, 'input')).toBeNull();
  } finally {
    delete form.attribs[WIRED_ATTRIBUTE];
  }
});

/**
 * Every first-load part a `*.firstLoad.ts` file under src/ exports (an object with a `key`
 * or `waiting` function), named by its file and export. Found on disk, so a part
 * left out of FIRST_LOAD (firstLoadParts.ts), which the islands' checks are derived from,
 * is caught.
 */
const FIRST_LOAD_METHODS = ['key', 'waiting'] as const;
const isFirstLoadPart = (value: unknown): value is FirstLoad =>
  typeof value === 'object' && value !== null && FIRST_LOAD_METHODS.some(method => typeof (value as FirstLoad)[method] === 'function');
const exportedFirstLoadParts = filesUnder(path.join(ROOT, 'src'), /\.firstLoad\.ts$/).flatMap(file =>
  Object.entries(require(file) as Record<string, unknown>)
    .filter(([, value]) => isFirstLoadPart(value))
    .map(([name, value]) => ({ file, name: `${path.relative(ROOT, file)}: ${name}`, part: value as FirstLoad })),
);

test('every first-load part a .firstLoad.ts file exports is in FIRST_LOAD, beside its component', () => {
  expect(exportedFirstLoadParts.length).toBeGreaterThan(0);
  expect(exportedFirstLoadParts.filter(({ part }) => !FIRST_LOAD.includes(part)).map(({ name }) => name)).toEqual([]);
  expect(exportedFirstLoadParts.filter(({ file }) => !fs.existsSync(file.replace(/\.firstLoad\.ts$/, '.tsx'))).map(({ name }) => name)).toEqual([]);
  // And the list holds only those parts, each once.
  expect(FIRST_LOAD.filter(part => !exportedFirstLoadParts.some(exported => exported.part === part))).toEqual([]);
  expect(FIRST_LOAD).toHaveLength(new Set(FIRST_LOAD).size);
});

/** `.firstLoad.ts` means one thing: a control's first-load part. A file with that suffix exports one (code run at once that is no part has a plain module name, as scrollableTables.ts). */
test('every .firstLoad.ts file under src/ exports a first-load part', () => {
  const files = filesUnder(path.join(ROOT, 'src'), /\.firstLoad\.ts$/);
  expect(files.filter(file => !exportedFirstLoadParts.some(part => part.file === file)).map(file => path.relative(ROOT, file))).toEqual([]);
});

/** An island over a rendered component, as the first-load parts read it. */
const islandOf = (markup: ReturnType<typeof dom>, texts: string[] = []) =>
  ({
    querySelectorAll: (selector: string) =>
      find(selector, markup).map(node => ({
        getAttribute: (name: string) => node.attribs[name] ?? null,
        set textContent(text: string) {
          texts.push(text);
        },
      })),
  }) as unknown as Element;

test("a tab group's remembered choice, or a requested instance check, brings the chunk at once", () => {
  const stored = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  };
  const location = { search: '' };
  Object.assign(globalThis, { window: { localStorage }, location });
  try {
    const ungrouped = dom(
      <Tabs>
        <TabItem value="linux">Linux</TabItem>
      </Tabs>,
    );
    expect(controlsWaiting(islandOf(tabs))).toBe(false);
    // As the behaviour remembers a choice (Tabs.behaviour.ts).
    stored.set(tabStorageKey('os'), 'macos');
    expect(controlsWaiting(islandOf(tabs))).toBe(true);
    expect(controlsWaiting(islandOf(ungrouped))).toBe(false);
    // As the check's form submits (its field's name).
    location.search = `?${find('input', check)[0].attribs.name}=https%3A%2F%2Fid.example.com`;
    expect(controlsWaiting(islandOf(ungrouped))).toBe(true);
  } finally {
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { location?: unknown }).location;
  }
});
