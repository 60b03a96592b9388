/**
 * The frontmatter a doc (content/docs/**.mdx), a page's prose (content/pages) and a sidebar
 * category (_category.yaml) may carry: the one declaration of each field. Validation and the TypeScript type of the valid,
 * camel-cased values come from src/lib/frontmatter.ts; the GraphQL fields of the Doc and
 * DocCategory types (schema.ts) from frontmatterGraphql.ts; sourceContent.ts puts the
 * values on the nodes. The field table in content/docs/helping-out/contributing.mdx is held
 * to this list by a unit test.
 */
import type { FrontmatterSchema } from '../../lib/frontmatter';

/** A doc's fields. */
export const DOC_FRONTMATTER = {
  title: { kind: 'string', required: true },
  description: { kind: 'string', required: true },
  sidebar_label: { kind: 'string' },
  sidebar_position: { kind: 'number' },
  draft: { kind: 'boolean', default: false },
  /** The contents list shows the h2 groups only, each with the number of h3 entries under it (an index page such as the error messages). */
  toc_groups: { kind: 'boolean', default: false },
} as const satisfies FrontmatterSchema;

/**
 * The prose of a page made by code (content/pages/*.mdx; content/partials takes none): its
 * title and route come from code, its lead may come from here.
 */
export const PROSE_FRONTMATTER = {
  description: { kind: 'string', description: 'The lead under the title, which is also the meta description' },
} as const satisfies FrontmatterSchema;

/** A _category.yaml: the sidebar label and position of its folder. */
export const CATEGORY_FIELDS = {
  label: { kind: 'string', required: true },
  position: { kind: 'number' },
} as const satisfies FrontmatterSchema;
