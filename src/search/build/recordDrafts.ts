/**
 * A page's search records from the drafts its reader filled (extract.ts): one per section, one
 * per environment variable's row.
 *
 * - The type comes from the route: a client guide (under CLIENT_EXAMPLES_PATH) is `client`, an
 *   API operation, tag or schema page (under API_BASE or API_SCHEMA_BASE) is `api`, else
 *   `docs` (the two index pages and the API overview too).
 * - A section on a page under TROUBLESHOOTING_PATH, or under a heading that starts with
 *   "Troubleshoot" (its own or its h2's), is a troubleshooting record.
 * - Every record of an API operation page quotes the operation's summary sentence: the first
 *   sentence of its description.
 */
import type { SearchRecord, SearchType } from '../core/types';
import { API_BASE, API_SCHEMA_BASE } from '../../apiReference/core/routes';
import { CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

/** A record being filled: its text pieces by field. */
export interface Draft {
  anchor: string;
  /** 2 or 3 for a section (its heading's level), 0 for the top of the page and a row. */
  level: number;
  headingParts: string[];
  def: string[];
  code: string[];
  body: string[];
  /** Text outside tables and code blocks, for the excerpt. */
  prose: string[];
  /** An environment variable's row: the text of its cells (name, default, description). */
  cells?: string[][];
}

export const newDraft = (anchor: string, level = 0): Draft => ({ anchor, level, headingParts: [], def: [], code: [], body: [], prose: [] });
export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Where the troubleshooting pages live (content/docs/troubleshooting). */
const TROUBLESHOOTING_PATH = '/docs/troubleshooting';
const TROUBLESHOOT_HEADING = /^troubleshoot/i;

/** The first sentence of a text: up to a full stop, question or exclamation mark that ends a sentence. */
function firstSentence(text: string): string {
  const end = /[.!?](?=\s+[A-Z`"(]|$)/.exec(text);
  return end ? text.slice(0, end.index + 1) : text;
}

/** By the routes the pages are created at, so moving a section moves its search type with it. */
function typeFromRoute(route: string): SearchType {
  const under = (base: string) => route.startsWith(`${base}/`);
  if (under(CLIENT_EXAMPLES_PATH)) return 'client';
  if (under(API_BASE) || under(API_SCHEMA_BASE)) return 'api';
  return 'docs';
}

/** What the reader found of the page besides its drafts. */
interface ReadPage {
  drafts: Draft[];
  /** The article's first <h1>, or empty. */
  pageTitle: string;
  operation: { method: string; path: string } | null;
}

/** An environment variable's row: "NAME · default VALUE", quoting its description. */
function rowRecord(draft: Draft): { name: string; heading: string; excerpt: string } {
  const [name = '', fallback = '', ...rest] = (draft.cells ?? []).map(parts => clean(parts.join('')));
  return { name, heading: fallback ? `${name} · default ${fallback}` : name, excerpt: rest.join(' ') };
}

/** The finished drafts as records; sections without text or anchor are dropped. */
export function draftRecords(route: string, page: ReadPage): SearchRecord[] {
  const pageTitle = page.pageTitle || route;
  const type = typeFromRoute(route);
  const method = page.operation?.method || undefined;
  const path = page.operation?.path || undefined;
  const troubleshootingPage = route.startsWith(`${TROUBLESHOOTING_PATH}/`);
  // An operation's results all quote its summary sentence.
  const summary = page.operation && page.drafts[0] ? firstSentence(clean(page.drafts[0].prose.join(''))) : null;
  let h2 = '';
  return page.drafts
    .map((draft, index): SearchRecord => {
      const row = draft.cells ? rowRecord(draft) : null;
      const heading = row?.heading || clean(draft.headingParts.join('')) || pageTitle;
      const prose = row?.excerpt || (summary ?? clean(draft.prose.join('')));
      if (draft.level === 2) h2 = heading;
      const troubleshooting =
        troubleshootingPage || TROUBLESHOOT_HEADING.test(heading) || (draft.level === 3 && TROUBLESHOOT_HEADING.test(h2)) ? { troubleshooting: true } : {};
      const where = { route, anchor: draft.anchor, pageTitle, heading, type, ...troubleshooting };
      // A row is found by its variable's name (it stays in its section's text too).
      if (row) return { ...where, fields: { title: pageTitle, heading: row.name, def: row.name }, excerpt: prose, identifierOnly: true };
      return {
        ...where,
        method,
        path,
        fields: {
          title: pageTitle,
          heading: heading === pageTitle ? undefined : heading,
          def: clean(draft.def.join(' ')) || undefined,
          code: clean(draft.code.join(' ')) || undefined,
          path: index === 0 && page.operation ? clean(`${page.operation.method} ${page.operation.path}`) || undefined : undefined,
          body: clean(draft.body.join('')) || undefined,
        },
        ...(prose ? { excerpt: prose } : {}),
      };
    })
    .filter(record => record.fields.body || record.anchor || record.path);
}
