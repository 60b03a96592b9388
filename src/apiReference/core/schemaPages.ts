/**
 * Pages of their own for component schemas that are too long to repeat inside every
 * operation. Kubernetes documents `ObjectMeta` in about 6,000 characters, and 800 operations
 * include it: shown inline, it would be most of every page. Nested inside another component,
 * such a schema is named and linked instead, and its page shows it in full.
 */
import { kebabCase } from './slug';

/**
 * Characters of its own descriptions (see `describedLength`) above which a component nested in another is linked, not expanded.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const LINKED_SCHEMA_TEXT = 1500;

/** Where the registry learns how long a component's descriptions are (measured once per `$ref`). */
type SchemaTextLength = (ref: string) => number;

/** A schema's name without its dotted namespace: "io.k8s.api.core.v1.Pod" is "Pod" (a schema page's title). */
export const schemaTitle = (name: string) => name.split('.').filter(Boolean).pop() ?? name;

/** What a schema page is, in a sentence (its meta description and its Markdown twin's). */
export const schemaPageDescription = (name: string) => `The ${name} schema in full: every field with its type, constraints and description.`;

/** A component schema that trees link to: its display name and URL slug. */
interface LinkedSchema {
  ref: string;
  name: string;
  slug: string;
}

/**
 * The component schemas that trees link to, in the order first linked. One registry serves a
 * whole document, so each component gets one slug and one page however many trees link to it.
 */
export class SchemaPageRegistry {
  private readonly lengths = new Map<string, number>();
  private readonly byRef = new Map<string, LinkedSchema>();
  private readonly slugs = new Set<string>();

  constructor(
    private readonly textLength: SchemaTextLength,
    private readonly threshold = LINKED_SCHEMA_TEXT,
  ) {}

  /** True when the component's descriptions are long enough to link to rather than repeat. */
  isLong(ref: string): boolean {
    let length = this.lengths.get(ref);
    if (length === undefined) {
      length = this.textLength(ref);
      this.lengths.set(ref, length);
    }
    return length > this.threshold;
  }

  /** The page of `ref`, registered on first use. */
  link(ref: string, name: string): LinkedSchema {
    const known = this.byRef.get(ref);
    if (known) return known;
    const base = kebabCase(name) || 'schema';
    let slug = base;
    for (let n = 2; this.slugs.has(slug); n++) slug = `${base}-${n}`;
    const linked = { ref, name, slug };
    this.slugs.add(slug);
    this.byRef.set(ref, linked);
    return linked;
  }

  /** Every linked component so far (a page's own tree may link more: read again after building). */
  linked(): LinkedSchema[] {
    return [...this.byRef.values()];
  }
}

/**
 * A schema page's facts, handed to its template in page context (with its body,
 * src/gatsby/pages/pageContext.ts) rather than queried: a spec without long components has no
 * schema pages, and Gatsby warns about a template query no page runs.
 */
export interface ApiSchemaPageFacts {
  name: string;
  title: string;
  pagePath: string;
}
