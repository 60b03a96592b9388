/**
 * Frontmatter validation for docs. Errors name the file and the field so a writer can
 * fix them without reading a stack trace.
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'url' | 'string[]' | { enum: readonly string[] };

export interface FieldSpec {
  kind: FieldKind;
  required?: boolean;
  /** Validates the value further; returns a message when it is wrong. */
  check?: (value: unknown) => string | null;
}

export type FrontmatterSchema = Record<string, FieldSpec>;

export const DOC_FRONTMATTER: FrontmatterSchema = {
  title: { kind: 'string', required: true },
  description: { kind: 'string', required: true },
  sidebar_label: { kind: 'string' },
  sidebar_position: { kind: 'number' },
  draft: { kind: 'boolean' },
};

function describeKind(kind: FieldKind): string {
  if (typeof kind === 'object') return `one of ${kind.enum.map(v => `"${v}"`).join(', ')}`;
  return {
    string: 'a non-empty string',
    number: 'a number',
    boolean: 'true or false',
    date: 'a date (YYYY-MM-DD)',
    url: 'an absolute http(s) URL',
    'string[]': 'a non-empty list of strings',
  }[kind];
}

function matchesKind(kind: FieldKind, value: unknown): boolean {
  if (typeof kind === 'object') return typeof value === 'string' && kind.enum.includes(value);
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value.trim() !== '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'date': {
      const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
      return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
    }
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
    case 'string[]':
      return Array.isArray(value) && value.length > 0 && value.every(v => typeof v === 'string' && v.trim() !== '');
  }
}

/** Returns one message per problem, each naming the file and the field. */
export function validateFrontmatter(file: string, data: Record<string, unknown> | null | undefined, schema: FrontmatterSchema): string[] {
  const errors: string[] = [];
  const values = data ?? {};
  for (const key of Object.keys(values)) {
    if (!(key in schema)) {
      errors.push(`${file}: unknown frontmatter field "${key}" (allowed: ${Object.keys(schema).join(', ')})`);
    }
  }
  for (const [key, spec] of Object.entries(schema)) {
    const value = values[key];
    if (value === undefined || value === null) {
      if (spec.required) errors.push(`${file}: frontmatter field "${key}" is required (${describeKind(spec.kind)})`);
      continue;
    }
    if (!matchesKind(spec.kind, value)) {
      errors.push(`${file}: frontmatter field "${key}" must be ${describeKind(spec.kind)}, got ${JSON.stringify(value)}`);
      continue;
    }
    const extra = spec.check?.(value);
    if (extra) errors.push(`${file}: frontmatter field "${key}" ${extra}`);
  }
  return errors;
}
