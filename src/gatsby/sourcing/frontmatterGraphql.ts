/**
 * The GraphQL fields a node type gets from a frontmatter declaration, so the declaration is
 * the one place a field is named and typed: each key camel-cased, each kind as the GraphQL
 * type of its valid value, non-null when the field always holds one (required or defaulted),
 * described by its `description`.
 */
import { alwaysSet, camelCase, type FieldKind, type FrontmatterSchema } from '../../lib/frontmatter';

function graphqlType(kind: FieldKind): string {
  if (typeof kind === 'object') return 'String';
  return {
    string: 'String',
    url: 'String',
    number: 'Float',
    boolean: 'Boolean',
    date: 'Date',
    'string[]': '[String!]',
  }[kind];
}

/**
 * SDL field definitions (`sidebarLabel: String`), one per declared field, in declaration
 * order; a field's `description` goes on the line before it, as GraphiQL shows it.
 */
export function frontmatterGraphqlFields(schema: FrontmatterSchema): string {
  return Object.entries(schema)
    .map(([key, spec]) => {
      const type = `${graphqlType(spec.kind)}${alwaysSet(spec) ? '!' : ''}`;
      // Dates are `YYYY-MM-DD` text; @dateformat lets a query format them, as on the other date fields.
      const field = `${camelCase(key)}: ${type}${spec.kind === 'date' ? ' @dateformat' : ''}`;
      // A JSON string is a valid GraphQL string (same quotes and escapes).
      return spec.description === undefined ? field : `${JSON.stringify(spec.description)}\n${field}`;
    })
    .join('\n');
}
