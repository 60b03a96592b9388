/**
 * Each page type's context, declared once: its body's fields (BodyOf, derived from PAGE_BODIES)
 * and what its createPage adds. The code that creates a page builds it as this type and its
 * template reads it as this type (a type-only import, erased before webpack sees it).
 */
import type { BodyKindName, BodyOf } from '../bodies/renderBody';
import type { SidebarLink } from '../../lib/sidebar';
import type { ClientSummary } from '../../clientGuides/core/clientFilter';
import type { ApiSchemaPageFacts } from '../../apiReference/core/schemaPages';

/** A page in the docs sidebar: its node, which its template's query reads by `$id`, and the pages before and after it. */
interface SidebarPage {
  id: string;
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

/** What each kind's createPage adds to the body. */
interface AddedContext {
  home: object;
  /** The lead, content/pages/docs-index.mdx's `description`, for the meta description (the body shows it too). */
  docsIndex: { description: string };
  notFound: object;
  /** The lead, content/pages/search.mdx's `description`, for the meta description. */
  search: { description: string };
  doc: SidebarPage;
  clientExample: SidebarPage;
  /** What the filters match against (the logos are in the cards' HTML). */
  clientExamples: { examples: Omit<ClientSummary, 'logo'>[] };
  /** The lead, content/pages/api-overview.mdx's `description`, shown under the title and as the meta description. */
  apiOverview: { description: string };
  apiTag: SidebarPage;
  apiOperation: SidebarPage;
  apiSchema: ApiSchemaPageFacts;
}

export type PageContextOf<K extends BodyKindName> = BodyOf<K> & AddedContext[K];
