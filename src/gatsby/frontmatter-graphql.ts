/**
 * The GraphQL fields a node type gets from a frontmatter declaration, so the declaration is
 * the one place a field is named and typed: each key camel-cased, each kind as the GraphQL
 * type of its valid value, non-null when the field always holds one (required or defaulted).
 */
import { alwaysSet, camelCase, type FieldKind, type FrontmatterSchema } from '../lib/frontmatter';

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

/** SDL field lines (`sidebarLabel: String`), one per declared field, in declaration order. */
export function frontmatterGraphqlFields(schema: FrontmatterSchema): string {
  return Object.entries(schema)
    .map(([key, spec]) => {
      const type = `${graphqlType(spec.kind)}${alwaysSet(spec) ? '!' : ''}`;
      // Dates are `YYYY-MM-DD` text; @dateformat lets a query format them, as on the other date fields.
      return `${camelCase(key)}: ${type}${spec.kind === 'date' ? ' @dateformat' : ''}`;
    })
    .join('\n');
}
