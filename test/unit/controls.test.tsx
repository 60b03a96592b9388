import path from 'path';
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parseDocument } from 'htmlparser2';
import { is, selectAll } from 'css-select';
import type { Element as DomElement } from 'domhandler';
import { Control, CONTROLS, controlAt } from '../../src/components/controls';
import { copyButtons } from '../../src/components/mdx/CopyButton.behaviour';
import { tabSets } from '../../src/components/mdx/Tabs.behaviour';
import { sidebarCategories } from '../../src/components/Sidebar.behaviour';
import { schemaTrees } from '../../src/components/api/SchemaTree.behaviour';
import { variableFilter } from '../../src/components/mdx/VariableFilter.behaviour';
import { instanceCheck } from '../../src/instanceCheck/browser/InstanceCheck.behaviour';
import { yourSetupForms } from '../../src/yourSetup/browser/YourSetupForm.behaviour';
import { CodeBlock } from '../../src/components/mdx/CodeBlock';
import { VariableName } from '../../src/components/mdx/VariableName';
import { TabItem, Tabs } from '../../src/components/mdx/Tabs';
import { Sidebar } from '../../src/components/Sidebar';
import { SchemaTree } from '../../src/components/api/SchemaTree';
import { buildSchemaTree } from '../../src/openapi/schemaTree';
import { VariableFilter } from '../../src/components/mdx/VariableFilter';
import { InstanceCheck } from '../../src/instanceCheck/browser/InstanceCheck';
import { YourSetupForm } from '../../src/yourSetup/browser/YourSetupForm';
import { WIRED_ATTRIBUTE } from '../../src/yourSetup/core/yourSetup';
import { filesUnder } from '../support/files';
import { ROOT } from '../support/paths';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

/**
 * Every control is the markup its component renders and the behaviour listed in
 * src/components/controls.ts. The islands' dispatch (controlAt) is derived from that list,
 * so an event on a control's element reaches that control, and only it, if and only if the
 * control is listed. The elements are found in each component's real markup, by what a
 * reader sees, not by the attribute constants the behaviours select on.
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
  <CodeBlock data-title="install.sh">
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
  <div id="body" data-island="">
    <button type="button" aria-expanded="false" aria-controls="more-filters">
      More filters
    </button>
    <div id="more-filters" hidden />
  </div>,
);
const schemaTree = dom(<SchemaTree root={schema} />);
const filter = dom(<VariableFilter />);
const check = dom(<InstanceCheck />);
const yourSetup = dom(<YourSetupForm />);

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
  { what: 'typing in the variable filter', markup: filter, at: 'input', type: 'input', control: variableFilter },
  { what: "the instance check's Check", markup: check, at: 'button[type="submit"]', type: 'click', control: instanceCheck },
  { what: "typing in the instance check's field", markup: check, at: 'input', type: 'input', control: null },
  { what: 'typing in a "Your setup" field', markup: yourSetup, at: 'form input', type: 'input', control: yourSetupForms },
  { what: '"Your setup"\'s Use in examples', markup: yourSetup, at: 'form button[type="submit"]', type: 'click', control: yourSetupForms },
  { what: 'opening "Your setup"', markup: yourSetup, at: 'summary', type: 'click', control: null },
];

test.each(CASES)('$what ($type) reaches the right control and no other', ({ markup, at, type, control }) => {
  const nodes = find(at, markup);
  expect(nodes.length).toBeGreaterThan(0);
  for (const node of nodes) {
    const claimants = CONTROLS.filter(listed => listed[type] && target(node).closest(listed.selector));
    expect(claimants.map(nameOf)).toEqual(control ? [nameOf(control)] : []);
    expect(nameOf(controlAt(target(node) as unknown as Element, type)?.[0] ?? null)).toBe(nameOf(control));
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
