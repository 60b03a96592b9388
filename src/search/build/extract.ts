/**
 * Turns one built HTML page into search records. The markup it reads (src/search/README.md):
 *
 * - The indexed content is the first `<article>`. A page without one (home, redirects) has
 *   no records, nor has a page with `<meta name="robots" content="noindex">`.
 * - The page title is the article's first <h1>, else the route.
 * - The article's top starts the first record; each h2/h3 with an id starts another that
 *   lands on that id.
 * - `data-search-api-method` and `data-search-api-path` on an element in the article (the
 *   API operation template) give every record of the page that method and path; the first
 *   record indexes them with top weight.
 * - The page frame (elements marked `data-page-frame`: the inline table of contents, the
 *   page actions, the meta row; not the summary under the title, which opens the first record), <style>, <script>, <svg>, <button> (copy
 *   buttons), <nav>, <template>, <noscript> and anything `aria-hidden="true"` (heading
 *   anchors) are left out.
 * - Code in the first cell of a table row, in a <dt> or in a heading counts as a
 *   definition (identifier boost); other <code> counts as code.
 * - A result quotes the section's prose: text outside tables, code blocks, figures (a
 *   diagram's text version), schema trees and the operation header (the flattened cells of a
 *   table, a schema's rows or the lines of a YAML file make poor excerpts). All of it is
 *   indexed for matching. An API operation's results quote its summary sentence.
 * - Each row with an id in a `table[data-variable-table]` (an environment variable) is a
 *   record of its own as well: its heading is "NAME · default VALUE", it quotes the row's
 *   description, and it lands on the row.
 *
 * The reader fills a draft per section and row; recordDrafts.ts makes them records.
 */
import type { SearchRecord } from '../core/types';
import { Attributes, HtmlReader, isAriaHidden, readHtml, skippedElements, SkippedElements, withoutPageFrame } from '../../lib/htmlStream';
import { PAGE_SUMMARY } from '../../lib/htmlStream';
import { CODE_BLOCK } from '../../components/mdx/CodeBlock.attributes';
import { VARIABLE_TABLE } from '../../components/mdx/VariableFilter.attributes';
import { OPERATION_METHOD, OPERATION_PATH } from '../../apiReference/browser/OperationHeader.attributes';
import { SCHEMA_TREE } from '../../apiReference/browser/SchemaTree.attributes';
import { clean, draftRecords, newDraft, type Draft } from './recordDrafts';

const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'th',
  'thead',
  'tr',
  'ul',
  'caption',
  'fieldset',
  'form',
  'label',
  'legend',
  'option',
  'select',
  'tfoot',
]);
const SKIP_TAGS = new Set(['style', 'script', 'svg', 'button', 'nav', 'template', 'noscript']);

/** What an open element inside the article means for the text in it. */
interface Frame {
  name: string;
  /** Left out of the index, with everything inside. */
  skip: boolean;
  /** Code here is a definition. */
  def: boolean;
  code: boolean;
  /** Text here names the current record. */
  heading: boolean;
  /** Text here is the page title. */
  h1: boolean;
  /** Inside <pre>: highlighted code, whose token spans join into one text. */
  pre: boolean;
  /** Inside a table, a code block, a figure, a schema tree or the operation header: indexed, never quoted. */
  flat: boolean;
  /** Inside an environment-variable table. */
  variables: boolean;
}

/** Everything the reader knows of the page so far. */
interface PageState {
  noindex: boolean;
  /** Elements open inside the article, the article itself first; null before it. */
  stack: Frame[] | null;
  /** The article has closed: the rest of the page is not read. */
  finished: boolean;
  /** Elements left out of the index: SKIP_TAGS, and what is hidden from assistive technology. */
  skipped: SkippedElements;
  /** Cells closed so far in the current table row. */
  rowCell: number;
  /**
   * An inline element began or ended since the last text: side by side elements that
   * styles set apart (a parameter's name, type and flags) are separate words.
   */
  softBreak: boolean;
  /** A <wbr> came last: the next text continues the same word. */
  glue: boolean;
  drafts: Draft[];
  /** The section the text goes to (a row's record is filled beside it). */
  section: number;
  /** The environment variable's row being read, if any. */
  row: Draft | null;
  h1Text: string;
  pageTitle: string;
  operation: { method: string; path: string } | null;
}

const current = (page: PageState) => page.drafts[page.section];
const hasClass = (attributes: Attributes, names: string[]) => {
  const classes = (attributes.class ?? '').split(/\s+/);
  return names.some(name => classes.includes(name));
};

/** The frame of an element opening inside the article, from its parent's; `skip`: it is left out of the index. */
function frameFor(page: PageState, name: string, attributes: Attributes, parent: Frame, skip: boolean): Frame {
  const firstCell = (name === 'td' || name === 'th') && page.rowCell === 0;
  return {
    name,
    skip,
    def: parent.def || name === 'dt' || firstCell || /^h[2-6]$/.test(name),
    code: parent.code || name === 'code',
    heading: parent.heading,
    h1: parent.h1 || name === 'h1',
    pre: parent.pre || name === 'pre',
    flat:
      parent.flat ||
      name === 'pre' ||
      name === 'table' ||
      name === 'figure' ||
      OPERATION_METHOD in attributes ||
      hasClass(attributes, [CODE_BLOCK, SCHEMA_TREE]),
    variables: parent.variables || (name === 'table' && VARIABLE_TABLE in attributes),
  };
}

/** Reads what an element inside the article declares: a new section, or the page's API operation. */
function readElement(page: PageState, frame: Frame, attributes: Attributes): void {
  if (frame.skip) return;
  const method = attributes[OPERATION_METHOD];
  const path = attributes[OPERATION_PATH];
  if (method || path) page.operation = { method: (method ?? '').toUpperCase(), path: path ?? '' };
  if ((frame.name === 'h2' || frame.name === 'h3') && attributes.id) {
    page.drafts.push(newDraft(attributes.id, frame.name === 'h2' ? 2 : 3));
    page.section = page.drafts.length - 1;
    frame.heading = true;
  }
  if (frame.name === 'tr' && frame.variables && attributes.id) page.row = { ...newDraft(attributes.id), cells: [] };
}

/** A block's edge: a space in the running text of the section (and of the row being read). */
function separate(page: PageState): void {
  for (const draft of page.row ? [current(page), page.row] : [current(page)]) {
    draft.body.push(' ');
    draft.prose.push(' ');
  }
}

function openElement(page: PageState, name: string, attributes: Attributes): void {
  if (page.finished) return;
  if (!page.stack) {
    if (name === 'meta' && (attributes.name ?? '').toLowerCase() === 'robots' && /noindex/i.test(attributes.content ?? '')) page.noindex = true;
    if (name !== 'article') return;
    page.stack = [];
    page.drafts.push(newDraft(''));
  }
  const parent = page.stack[page.stack.length - 1] ?? {
    name: '',
    skip: false,
    def: false,
    code: false,
    heading: false,
    h1: false,
    pre: false,
    flat: false,
    variables: false,
  };
  const frame = frameFor(page, name, attributes, parent, page.skipped.open(name, attributes));
  if (name === 'tr') page.rowCell = 0;
  readElement(page, frame, attributes);
  // A <wbr> (where inline code may wrap) joins the pieces around it into one word.
  if (name === 'wbr') page.glue = true;
  else if (BLOCK.has(name)) separate(page);
  else if (!frame.pre) page.softBreak = true;
  page.stack.push(frame);
}

function closeElement(page: PageState): void {
  if (page.finished || !page.stack) return;
  const frame = page.stack.pop()!;
  page.skipped.close();
  if ((frame.name === 'td' || frame.name === 'th') && !frame.skip) page.rowCell += 1;
  if (frame.name === 'tr' && page.row) {
    page.drafts.push(page.row);
    page.row = null;
  }
  if (frame.name === 'wbr') return;
  if (BLOCK.has(frame.name)) separate(page);
  else if (!frame.pre) page.softBreak = true;
  if (frame.name === 'h1' && !page.pageTitle) page.pageTitle = clean(page.h1Text);
  if (page.stack.length === 0) page.finished = true;
}

function addText(page: PageState, text: string): void {
  if (page.finished || !page.stack || page.skipped.inside) return;
  const frame = page.stack[page.stack.length - 1];
  if (frame.h1) {
    // The title is indexed as the title field, not as body text.
    page.h1Text += text;
    return;
  }
  const draft = current(page);
  // Only where two words (or a word and a path) would run together: "the <code>KEY</code>."
  // keeps its full stop in place.
  if (page.softBreak && /^[\p{L}\p{N}/]/u.test(text) && /[\p{L}\p{N}]$/u.test(draft.body[draft.body.length - 1] ?? '')) {
    draft.body.push(' ');
    if (frame.heading) draft.headingParts.push(' ');
  }
  page.softBreak = false;
  const glue = page.glue;
  page.glue = false;
  for (const target of page.row ? [draft, page.row] : [draft]) {
    target.body.push(text);
    // The heading is shown above the excerpt already.
    if (!frame.flat && !frame.heading) target.prose.push(text);
    if (frame.heading) target.headingParts.push(text);
    else if (frame.code) {
      const pieces = frame.def ? target.def : target.code;
      if (glue && pieces.length) pieces[pieces.length - 1] += text;
      else pieces.push(text);
    }
  }
  if (page.row?.cells) (page.row.cells[page.rowCell] ??= []).push(text);
}

/** The page's records, or [] when it is not indexed. */
function toRecords(route: string, page: PageState): SearchRecord[] {
  if (page.noindex || !page.stack) return [];
  return draftRecords(route, { drafts: page.drafts, pageTitle: page.pageTitle || clean(page.h1Text), operation: page.operation });
}

export interface RecordReader extends HtmlReader {
  /** The page's records once the parse has ended ([] when the page is not indexed). */
  records(): SearchRecord[];
}

/** A reader that extracts the search records of the page at `route`. */
export function recordReader(route: string): RecordReader {
  const page: PageState = {
    noindex: false,
    stack: null,
    finished: false,
    // Heading anchors are hidden from assistive technology, and so from the index.
    skipped: skippedElements((name, attributes) => SKIP_TAGS.has(name) || isAriaHidden(attributes)),
    rowCell: 0,
    softBreak: false,
    glue: false,
    drafts: [],
    section: 0,
    row: null,
    h1Text: '',
    pageTitle: '',
    operation: null,
  };
  return {
    ...withoutPageFrame(
      {
        open: (name, attributes) => openElement(page, name, attributes),
        close: () => closeElement(page),
        text: text => addText(page, text),
      },
      PAGE_SUMMARY,
    ),
    records: () => toRecords(route, page),
  };
}

/** Records of one built page, or [] when the page is not indexed. */
export function extractRecords(route: string, html: string): SearchRecord[] {
  const reader = recordReader(route);
  readHtml(html, reader);
  return reader.records();
}
