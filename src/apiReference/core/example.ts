/** Example values: the spec's own example, else one generated from the schema. */
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { mergeAllOf, resolveSchemaRef, schemaTypes, visibleIn, type Schema, type SchemaDirection } from './schemaResolve';

export interface ExampleResult {
  value: unknown;
  /** `spec` when taken from the document, `generated` when made from the schema. */
  source: 'spec' | 'generated';
}

const FORMAT_EXAMPLES: Record<string, unknown> = {
  email: 'user@example.com',
  'idn-email': 'user@example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  'date-time': '2025-01-15T09:30:00Z',
  date: '2025-01-15',
  time: '09:30:00Z',
  duration: 'PT1H',
  uri: 'https://example.com',
  url: 'https://example.com',
  iri: 'https://example.com',
  'uri-reference': '/path/to/resource',
  'uri-template': 'https://example.com/{id}',
  hostname: 'example.com',
  'idn-hostname': 'example.com',
  ipv4: '192.0.2.10',
  ipv6: '2001:db8::10',
  byte: 'aGVsbG8gd29ybGQ=',
  binary: '<binary>',
  password: '<password>',
  regex: '^[a-z]+$',
  'json-pointer': '/path',
};

const MAX_DEPTH = 5;
/** Most values generated for one example (keeps examples readable and pages small). */
const MAX_VALUES = 80;

/**
 * Example for a media type object (request body / response content):
 * media `example`, then the first of media `examples`, then the schema's `example` / `examples`,
 * else one generated from the schema. Null when there is nothing to show.
 */
export function mediaTypeExample(doc: unknown, media: unknown, direction: SchemaDirection): ExampleResult | null {
  if (!isObject(media)) return null;
  if ('example' in media && media.example !== undefined) return { value: media.example, source: 'spec' };
  if (isObject(media.examples)) {
    for (const entry of Object.values(media.examples)) {
      const example = derefObject(doc, entry);
      if (example && 'value' in example) return { value: example.value, source: 'spec' };
    }
  }
  return schemaExample(doc, media.schema, direction);
}

/**
 * The schema's own example, else a generated one; null without a schema.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function schemaExample(doc: unknown, schema: unknown, direction: SchemaDirection): ExampleResult | null {
  if (!isObject(schema) && typeof schema !== 'boolean') return null;
  const own = ownExample(doc, schema);
  if (own !== undefined) return { value: own, source: 'spec' };
  const value = generateExample(doc, schema, direction);
  return value === undefined ? null : { value, source: 'generated' };
}

function ownExample(doc: unknown, schema: Schema): unknown {
  let current: unknown = schema;
  const seen = new Set<string>();
  while (isObject(current)) {
    if ('example' in current) return current.example;
    if (Array.isArray(current.examples) && current.examples.length) return current.examples[0];
    if (typeof current.$ref !== 'string' || seen.has(current.$ref)) return undefined;
    seen.add(current.$ref);
    current = resolveSchemaRef(doc, current)?.schema;
  }
  return undefined;
}

/**
 * Generates a realistic value from a schema: formats give realistic strings, enums their first
 * value, objects all visible properties. Circular references stop (the property is left out,
 * arrays become empty). Returns undefined when nothing sensible can be produced.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function generateExample(doc: unknown, schema: unknown, direction: SchemaDirection = 'both'): unknown {
  return generate({ doc, direction, budget: { left: MAX_VALUES } }, schema, { stack: [], depth: 0 });
}

/** What one generated example shares: the document, the direction and the values left to spend. */
interface GenerateContext {
  doc: unknown;
  direction: SchemaDirection;
  /** Counts down per generated value; each example starts with its own. */
  budget: { left: number };
}

/** How deep generation is: the refs followed on the way (a ref already here is a cycle) and the nesting depth. */
interface Level {
  stack: string[];
  depth: number;
}

const deeper = ({ stack, depth }: Level): Level => ({ stack, depth: depth + 1 });

/** Follows `$ref`s and merges `allOf`, then prefers a value the schema declares over a generated one. */
function generate(ctx: GenerateContext, input: unknown, level: Level): unknown {
  if (input === true) return null;
  if (!isObject(input) || level.depth > MAX_DEPTH || ctx.budget.left <= 0) return undefined;
  ctx.budget.left--;
  const { stack, depth } = level;
  if (typeof input.$ref === 'string') {
    if (stack.includes(input.$ref)) return undefined;
    const resolved = resolveSchemaRef(ctx.doc, input);
    if (!resolved) return undefined;
    return generate(ctx, resolved.schema, { stack: [...stack, input.$ref], depth });
  }
  let schema: JsonObject = input;
  let inner = level;
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(ctx.doc, schema, stack);
    schema = merged.schema;
    inner = { stack: [...stack, ...merged.refs], depth };
  }
  const declared = declaredValue(schema);
  return declared ? declared.value : generateFromType(ctx, schema, inner);
}

/** The schema's own example, const, first non-null enum value or default, in that order of preference. */
function declaredValue(schema: JsonObject): { value: unknown } | null {
  if ('example' in schema) return { value: schema.example };
  if (Array.isArray(schema.examples) && schema.examples.length) return { value: schema.examples[0] };
  if ('const' in schema) return { value: schema.const };
  if (Array.isArray(schema.enum) && schema.enum.length) {
    const first = schema.enum.find(v => v !== null);
    return { value: first === undefined ? null : first };
  }
  if ('default' in schema) return { value: schema.default };
  return null;
}

/** A value built from the schema's first alternative or its first type. */
function generateFromType(ctx: GenerateContext, schema: JsonObject, level: Level): unknown {
  const alternatives = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : null;
  const { types, nullable } = schemaTypes(schema);
  if (alternatives && alternatives.length && !types.includes('object')) {
    return generateAlternative(ctx, { schema, alternatives, level });
  }
  const type = types[0];
  switch (type) {
    case 'object': {
      const result = generateObject(ctx, schema, level);
      // an object with oneOf/anyOf carries the first alternative's properties too
      if (alternatives && alternatives.length) {
        const extra = generateAlternative(ctx, { schema, alternatives, level });
        if (isObject(extra)) Object.assign(result, extra);
      }
      return result;
    }
    case 'array': {
      if (Array.isArray(schema.prefixItems)) {
        return schema.prefixItems.map(item => generate(ctx, item, deeper(level)) ?? null);
      }
      const item = generate(ctx, schema.items, deeper(level));
      return item === undefined ? [] : [item];
    }
    case 'string':
      return generateString(schema);
    case 'integer':
    case 'number':
      return generateNumber(schema, type);
    case 'boolean':
      return true;
    default:
      return nullable ? null : undefined;
  }
}

interface AlternativeOptions {
  /** The schema holding the alternatives (and perhaps a discriminator). */
  schema: JsonObject;
  /** Its `oneOf` or `anyOf` list. */
  alternatives: unknown[];
  level: Level;
}

/** The first alternative's value, tagged with the discriminator value that selects it. */
function generateAlternative(ctx: GenerateContext, { schema, alternatives, level }: AlternativeOptions): unknown {
  const first = alternatives[0];
  const value = generate(ctx, first, deeper(level));
  const discriminator = isObject(schema.discriminator) ? schema.discriminator : null;
  if (discriminator && typeof discriminator.propertyName === 'string' && isObject(value) && isObject(first)) {
    const ref = typeof first.$ref === 'string' ? first.$ref : null;
    let tag: string | null = null;
    if (isObject(discriminator.mapping) && ref) {
      tag = Object.entries(discriminator.mapping).find(([, target]) => target === ref)?.[0] ?? null;
    }
    if (!tag && ref) tag = resolveSchemaRef(ctx.doc, first)?.name ?? null;
    if (tag) value[discriminator.propertyName] = tag;
  }
  return value;
}

function generateObject(ctx: GenerateContext, schema: JsonObject, level: Level): JsonObject {
  const result: JsonObject = {};
  if (isObject(schema.properties)) {
    for (const [name, prop] of Object.entries(schema.properties)) {
      if (!visibleIn(ctx.doc, prop, ctx.direction)) continue;
      const value = generate(ctx, prop, deeper(level));
      if (value !== undefined) result[name] = value;
    }
  }
  if (!Object.keys(result).length && isObject(schema.additionalProperties)) {
    const value = generate(ctx, schema.additionalProperties, deeper(level));
    if (value !== undefined) result.key = value;
  }
  return result;
}

function generateString(schema: JsonObject): string {
  const format = typeof schema.format === 'string' ? schema.format : '';
  const known = FORMAT_EXAMPLES[format];
  if (typeof known === 'string') return known;
  let value = 'string';
  if (typeof schema.minLength === 'number' && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
  if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) value = value.slice(0, Math.max(0, schema.maxLength));
  return value;
}

function generateNumber(schema: JsonObject, type: string): number {
  const step = type === 'integer' ? 1 : 0.5;
  let value: number;
  if (typeof schema.minimum === 'number') value = schema.exclusiveMinimum === true ? schema.minimum + step : schema.minimum;
  else if (typeof schema.exclusiveMinimum === 'number') value = schema.exclusiveMinimum + step;
  else if (typeof schema.maximum === 'number' && schema.maximum < 0) value = schema.maximum;
  else if (typeof schema.exclusiveMaximum === 'number' && schema.exclusiveMaximum <= 0) value = schema.exclusiveMaximum - step;
  else value = 0;
  if (typeof schema.multipleOf === 'number' && schema.multipleOf > 0) {
    value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
  }
  return type === 'integer' ? Math.round(value) : value;
}

/** True for `application/json`, `application/problem+json`, `text/json`, ... */
export function isJsonMediaType(mediaType: string): boolean {
  return /[/+]json\b/i.test(mediaType) || mediaType === '*/*';
}

/** Example value as display text: strings as-is for non-JSON media, forms as `a=1&b=2`, everything else pretty JSON. */
export function exampleToText(value: unknown, mediaType: string): string {
  if (typeof value === 'string' && !isJsonMediaType(mediaType)) return value;
  if (/^application\/x-www-form-urlencoded/i.test(mediaType) && isObject(value)) {
    return Object.entries(value)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  }
  return JSON.stringify(value, null, 2) ?? 'null';
}
