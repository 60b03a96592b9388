/**
 * Frontmatter validation: parseFrontmatter checks a file's fields against a schema and
 * returns them typed by it (so callers need no casts), or messages naming the file and the
 * field, so a writer can fix them without reading a stack trace. The values come keyed as
 * the site's nodes name them: camelCase (`sidebar_label` -> `sidebarLabel`).
 */
export type FieldKind = 'string' | 'number' | 'boolean' | 'date' | 'url' | 'string[]' | { enum: readonly string[] };

interface FieldRules {
  required?: boolean;
  /** What the field holds, for the node field's description (GraphiQL shows it). */
  description?: string;
  /** Validates the value further; returns a message when it is wrong. */
  check?: (value: unknown) => string | null;
}

/** A field: its kind, and for a boolean, number, string or list field left out, optionally a default (so its node field is never null). */
export type FieldSpec = FieldRules &
  (
    | { kind: 'boolean'; default?: boolean }
    | { kind: 'number'; default?: number }
    | { kind: 'string'; default?: string }
    | { kind: 'string[]'; default?: readonly string[] }
    | { kind: Exclude<FieldKind, 'boolean' | 'number' | 'string' | 'string[]'>; default?: undefined }
  );

export type FrontmatterSchema = Record<string, FieldSpec>;

/** The value a field of a kind holds once valid; dates become `YYYY-MM-DD` text. */
type KindValue<K> = K extends 'number'
  ? number
  : K extends 'boolean'
    ? boolean
    : K extends 'string[]'
      ? string[]
      : K extends { enum: readonly (infer E)[] }
        ? E
        : string;

/** A frontmatter key as a node field: `sidebar_label` -> `sidebarLabel`. */
type CamelCase<K extends string> = K extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : K;

/** The node field of a frontmatter key (what CamelCase states, at run time). */
export const camelCase = (key: string): string => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

/** Whether a field always holds a value once valid: required, or given a default. */
export const alwaysSet = (spec: FieldSpec): boolean => spec.required === true || spec.default !== undefined;

/** Valid frontmatter of a schema, camel-cased: required fields and those with a default hold a value, other optional ones a value or null. */
export type Frontmatter<S extends FrontmatterSchema> = {
  [F in keyof S & string as CamelCase<F>]: S[F] extends { required: true } | { default: unknown } ? KindValue<S[F]['kind']> : KindValue<S[F]['kind']> | null;
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

/** YAML reads an unquoted date as a Date; the site keeps dates as `YYYY-MM-DD`. */
const dateText = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : value);

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
      const text = dateText(value);
      return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));
    }
    case 'url':
      return typeof value === 'string' && /^https?:\/\/[^\s]+$/.test(value);
    case 'string[]':
      return Array.isArray(value) && value.length > 0 && value.every(v => typeof v === 'string' && v.trim() !== '');
  }
}

/**
 * Checks `data` against `schema`: the fields typed by the schema and camel-cased (absent
 * optional ones are their default or null, dates `YYYY-MM-DD`), or null and one message per problem.
 */
export function parseFrontmatter<S extends FrontmatterSchema>(
  file: string,
  data: Record<string, unknown> | null | undefined,
  schema: S,
): { value: Frontmatter<S>; errors: [] } | { value: null; errors: string[] } {
  const errors = problems(file, data, schema);
  if (errors.length > 0) return { value: null, errors };
  const values = data ?? {};
  const value: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(schema)) value[camelCase(key)] = spec.kind === 'date' ? dateText(values[key]) : (values[key] ?? fallback(spec));
  // Every field was checked against its kind above, which is what Frontmatter<S> states.
  return { value: value as Frontmatter<S>, errors: [] };
}

/** An absent field's value: its default (a list copied, so no node shares the declaration's), or null. */
const fallback = (spec: FieldSpec) => (Array.isArray(spec.default) ? [...spec.default] : (spec.default ?? null));

function problems(file: string, data: Record<string, unknown> | null | undefined, schema: FrontmatterSchema): string[] {
  const errors: string[] = [];
  const values = data ?? {};
  for (const key of Object.keys(values)) {
    if (!(key in schema)) {
      errors.push(`${file}: unknown frontmatter field "${key}" (allowed: ${Object.keys(schema).join(', ') || 'none'})`);
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
