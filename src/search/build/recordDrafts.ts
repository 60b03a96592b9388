/**
 * A page's search records from the drafts its reader filled (extract.ts): one per section, one
 * per environment variable's row.
 *
 * - The type comes from the route: a client guide (under CLIENT_EXAMPLES_PATH) is `client`, an
 *   API operation, tag or schema page (under API_BASE or API_SCHEMA_BASE) is `api`, else
 *   `docs` (the two index pages and the API overview too).
 */
import type { SearchRecord, SearchType } from '../core/types';
import { API_BASE, API_SCHEMA_BASE } from '../../apiReference/core/routes';
import { CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

/** A record being filled: its text pieces by field. */
export interface Draft {
  anchor: string;
  headingParts: string[];
  def: string[];
  code: string[];
  body: string[];
  /** Text outside tables and code blocks, for the excerpt. */
  prose: string[];
  /** An environment variable's row: the text of its cells (name, default, description). */
  cells?: string[][];
}

export const newDraft = (anchor: string): Draft => ({ anchor, headingParts: [], def: [], code: [], body: [], prose: [] });
export const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

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
  return page.drafts
    .map((draft, index): SearchRecord => {
      const row = draft.cells ? rowRecord(draft) : null;
      const heading = row?.heading || clean(draft.headingParts.join('')) || pageTitle;
      const prose = row?.excerpt || clean(draft.prose.join(''));
      const where = { route, anchor: draft.anchor, pageTitle, heading, type };
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
