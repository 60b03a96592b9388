/**
 * The frontmatter a doc (content/docs/**.mdx) and a sidebar category (_category.yaml) may
 * carry. A new field goes here, into the Doc type of schema.ts and into docFields of
 * source-content.ts: all three in this folder. Validation and typing come from
 * src/lib/frontmatter.ts.
 */
import type { FrontmatterSchema } from '../lib/frontmatter';

/** A doc's fields. */
export const DOC_FRONTMATTER = {
  title: { kind: 'string', required: true },
  description: { kind: 'string', required: true },
  sidebar_label: { kind: 'string' },
  sidebar_position: { kind: 'number' },
  draft: { kind: 'boolean' },
} as const satisfies FrontmatterSchema;

/** A _category.yaml: the sidebar label and position of its folder. */
export const CATEGORY_FIELDS = {
  label: { kind: 'string', required: true },
  position: { kind: 'number' },
} as const satisfies FrontmatterSchema;
