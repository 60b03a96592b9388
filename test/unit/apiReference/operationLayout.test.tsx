/**
 * An API operation page's article is a grid (its layout, asideLayout: src/components/articleLayouts.ts)
 * that declares its areas, and each part names its own in its own style. Rendered as the template
 * renders it, every item of the article's grid (its children, and their children where a box-less
 * wrapper stands between) must name an area the grid declares, and no two the same: a part that
 * names none, or one the grid lacks, would be put in a row of its own.
 */
import React from 'react';
import postcss, { type AtRule } from 'postcss';
import { parseDocument } from 'htmlparser2';
import { is, selectAll } from 'css-select';
import type { Element } from 'domhandler';
import ApiOperationTemplate from '../../../src/templates/api-operation';
import { DocArticle } from '../../../src/components/DocArticle';
import { operationArticle } from '../fixtures/operationArticle';
import { operationBodyStyle } from '../../../src/apiReference/browser/OperationBody.style';
import { ShippedBodyStyles } from '../../../src/components/ShippedBodyStyles';
import { asideLayout } from '../../../src/components/articleLayouts';
import { ASIDE_MIN_WIDTH } from '../../../src/styles/breakpoints';
import { bodyRenderer } from '../../../src/gatsby/bodies/renderStatic';
import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { loadFixtureDoc, operationHeader } from './helpers';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route, graphql: () => '', useStaticQuery: () => ({ docsSidebar: [] }) }));
// The sidebar is no part of the article (and its layout effect warns in a server render).
jest.mock('../../../src/components/DocsSidebarColumn', () => ({ DocsSidebarColumn: () => null }));

const pager = {
  previous: { type: 'link' as const, label: 'List users', href: '/docs/api/endpoints/list-users' },
  next: { type: 'link' as const, label: 'Delete a user', href: '/docs/api/endpoints/delete-a-user' },
};

/** An operation page as its template renders it, with its body and header rendered as the build renders them. */
async function operationPage() {
  const op = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml')).operations.find(o => o.slug === 'create-a-user')!;
  const header = operationHeader(op, { displayName: 'Users', path: '/docs/api/endpoints/users' });
  const body = await renderBody('apiOperation', { body: op, header });
  const page = bodyRenderer();
  const props = {
    data: { apiOperation: { ...op, pagePath: '/docs/api/endpoints/create-a-user', tag: header.tag } },
    pageContext: { ...pager, headings: body.headings, contentHtml: body.contentHtml, headerHtml: body.headerHtml },
  };
  const html = page.static(<ApiOperationTemplate {...(props as unknown as React.ComponentProps<typeof ApiOperationTemplate>)} />);
  return { html, css: page.css() };
}

/** A doc article with every part the operation page can show, the summary too, in the operation page's layout. */
function articleWithEveryPart() {
  const page = bodyRenderer();
  const html = page.static(
    <>
      <DocArticle {...pager} {...operationArticle} layout={asideLayout} contentHtml={`<div class="api-operation css-${operationBodyStyle.name}"></div>`} />
      <ShippedBodyStyles styles={[operationBodyStyle]} />
    </>,
  );
  return { html, css: page.css() };
}

const px = (length: string) => parseFloat(length) * (length.endsWith('rem') || length.endsWith('em') ? 16 : 1);

/** Whether a media query holds at a window width (width conditions only; any other feature does not). */
function mediaHolds(query: string, width: number): boolean {
  return query.split(/\s+and\s+/).every(condition => {
    const match = /^\(\s*(min|max)-width\s*:\s*([\d.]+(?:px|r?em))\s*\)$/.exec(condition.trim());
    if (!match) return false;
    return match[1] === 'min' ? width >= px(match[2]) : width <= px(match[2]);
  });
}

/**
 * The value of a property on an element at a window width: the last declaration in the sheet
 * whose selector matches (the rules that set these properties on a part are of one specificity;
 * selectors css-select cannot test, with pseudo-elements or states, match nothing).
 */
function computed(cssText: string, width: number) {
  const declarations: { selectors: string[]; prop: string; value: string }[] = [];
  postcss.parse(cssText).walkRules(rule => {
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      const at = parent as AtRule;
      if (at.name !== 'media' || !mediaHolds(at.params, width)) return;
    }
    rule.walkDecls(decl => void declarations.push({ selectors: rule.selectors, prop: decl.prop, value: decl.value }));
  });
  const matches = (element: Element, selector: string) => {
    try {
      return is(element, selector);
    } catch {
      return false;
    }
  };
  return (element: Element, prop: string): string | undefined =>
    declarations.filter(d => d.prop === prop && d.selectors.some(s => matches(element, s))).at(-1)?.value;
}

/** The grid's declared areas, and its items with the area each names, at a window width. */
function gridAt({ html, css }: { html: string; css: string }, width: number) {
  const style = computed(css, width);
  const [article] = selectAll('article', parseDocument(html)) as unknown as Element[];
  expect(style(article, 'display')).toBe('grid');
  const declared = new Set((style(article, 'grid-template-areas') ?? '').match(/[\w-]+/g));
  const items = (element: Element): Element[] =>
    element.children
      .filter((child): child is Element => child.type === 'tag')
      .flatMap(child => (style(child, 'display') === 'contents' ? items(child) : [child]));
  const describe = (item: Element) =>
    `<${item.name}${item.attribs.id ? `#${item.attribs.id}` : ''}${item.attribs.class ? ` class="${item.attribs.class}"` : ''}>`;
  return { declared, items: items(article).map(item => ({ item: describe(item), area: style(item, 'grid-area') })) };
}

const widths = [390, ASIDE_MIN_WIDTH - 1, ASIDE_MIN_WIDTH, 1440];

test.each(widths)("at %i px, every item of an operation page's grid names an area the grid declares, each its own", async width => {
  const { declared, items } = gridAt(await operationPage(), width);
  expect(items.filter(({ area }) => !area || !declared.has(area))).toEqual([]);
  const areas = items.map(({ area }) => area);
  expect(areas).toEqual([...new Set(areas)]);
  // The method bar, the details and the samples (or their column) are items of the grid, not wrapped in a box.
  expect(areas).toEqual(expect.arrayContaining(['header', 'body', ...(width >= ASIDE_MIN_WIDTH ? ['aside'] : ['aside-start', 'aside-end'])]));
});

test.each(widths)('at %i px, each part of a doc article names an area of the operation grid (the summary too, which operation pages do not show)', width => {
  const { declared, items } = gridAt(articleWithEveryPart(), width);
  expect(items.map(({ area }) => area)).toEqual(['crumbs', 'title', 'lead', 'toc', 'meta', 'pager']);
  expect(items.filter(({ area }) => !area || !declared.has(area))).toEqual([]);
});
