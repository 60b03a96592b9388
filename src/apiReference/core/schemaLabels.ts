/** The short text a schema tree shows for a schema: its type label, an alternative's name, its constraints. */
import { isObject, type JsonObject } from './jsonPointer';
import { hasStructure, mergeAllOf, resolveSchemaRef, schemaTypes } from './schemaResolve';
import type { SchemaAlternatives } from './types';

/** An alternative's name: the component it references, else its title, else its position. */
export function optionLabel(doc: unknown, option: unknown, index: number): string {
  if (isObject(option) && typeof option.$ref === 'string') {
    const resolved = resolveSchemaRef(doc, option);
    if (resolved) return resolved.name;
  }
  if (isObject(option) && typeof option.title === 'string' && option.title) return option.title;
  return `Option ${index + 1}`;
}

function primitiveLabel(type: string, schema: JsonObject): string {
  return typeof schema.format === 'string' && type !== 'object' && type !== 'array' ? `${type}<${schema.format}>` : type;
}

/** Refs being followed while labelling (cycle guard) and how deep the label already nests (deep ones are cut short). */
interface LabelScope {
  stack: string[];
  guard: number;
}

/** Short label for a schema without building its tree (used for array items). */
export function shortLabel(doc: unknown, input: unknown, { stack, guard }: LabelScope): string {
  if (typeof input === 'boolean') return input ? 'any' : 'never';
  if (!isObject(input)) return 'any';
  if (typeof input.$ref === 'string') {
    const resolved = resolveSchemaRef(doc, input);
    if (!resolved) return 'unknown';
    if (!isObject(resolved.schema) || guard > 3 || stack.includes(resolved.ref)) return resolved.name;
    const { types } = schemaTypes(resolved.schema);
    const primitive = types.length === 1 && !['object', 'array'].includes(types[0]) && !hasStructure(resolved.schema);
    return primitive ? shortLabel(doc, resolved.schema, { stack: [...stack, resolved.ref], guard: guard + 1 }) : resolved.name;
  }
  let schema = input;
  let refName: string | null = null;
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(doc, schema, stack);
    schema = merged.schema;
    refName = merged.singleRefName;
  }
  const { types, nullable } = schemaTypes(schema);
  return typeLabel(doc, { schema, types, nullable, refName, alternatives: null, stack, guard: guard + 1 });
}

interface TypeLabelOptions {
  schema: JsonObject;
  types: string[];
  nullable: boolean;
  /** The component name the schema was reached through, if any. */
  refName: string | null;
  /** The schema's oneOf/anyOf options, when already built. */
  alternatives: SchemaAlternatives | null;
  /** Refs being expanded (cycle guard). */
  stack: string[];
  /** Nesting depth of labels: deep ones are cut short. */
  guard?: number;
}

/** The label a node shows for its type: `string<email>`, `array<UserDto>`, `UserDto | null`, the options' names for a small `oneOf`. */
export function typeLabel(doc: unknown, { schema, types, nullable, refName, alternatives, stack, guard = 0 }: TypeLabelOptions): string {
  let label: string;
  const composite = Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
  if (types.length === 0) {
    if (refName && (composite || isObject(schema.not))) label = refName;
    else if (composite) {
      const names = alternatives
        ? alternatives.options.map(o => o.name ?? '')
        : ((schema.oneOf ?? schema.anyOf) as unknown[]).map((o, i) => optionLabel(doc, o, i));
      label =
        names.length && names.length <= 4 && !names.some(n => /^Option \d+$/.test(n)) ? names.join(' | ') : Array.isArray(schema.oneOf) ? 'oneOf' : 'anyOf';
    } else if (isObject(schema.not) || typeof schema.not === 'boolean') label = `not<${shortLabel(doc, schema.not, { stack, guard: guard + 1 })}>`;
    else label = refName ?? (nullable ? 'null' : 'any');
  } else {
    const parts = types.map(type => {
      if (type === 'array') {
        const items = schema.items;
        const inner = items === undefined ? 'any' : guard > 3 ? '…' : shortLabel(doc, items, { stack, guard });
        return `array<${inner}>`;
      }
      if (type === 'object') return refName ?? 'object';
      return primitiveLabel(type, schema);
    });
    label = parts.join(' | ');
  }
  return nullable && label !== 'null' ? `${label} | null` : label;
}

function range(name: string, min: unknown, max: unknown): string | null {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) return min === max ? `${name} ${min}` : `${name} ${min}..${max}`;
  if (hasMin) return `${name} ≥ ${min}`;
  if (hasMax) return `${name} ≤ ${max}`;
  return null;
}

/** Human constraint strings for a schema. */
export function constraintsOf(schema: JsonObject): string[] {
  const out: string[] = [];
  const exMin = schema.exclusiveMinimum;
  const exMax = schema.exclusiveMaximum;
  if (typeof exMin === 'number') out.push(`> ${exMin}`);
  if (typeof schema.minimum === 'number') out.push(`${exMin === true ? '>' : '≥'} ${schema.minimum}`);
  if (typeof exMax === 'number') out.push(`< ${exMax}`);
  if (typeof schema.maximum === 'number') out.push(`${exMax === true ? '<' : '≤'} ${schema.maximum}`);
  if (typeof schema.multipleOf === 'number') out.push(`multiple of ${schema.multipleOf}`);
  const length = range('length', schema.minLength, schema.maxLength);
  if (length) out.push(length);
  if (typeof schema.pattern === 'string') out.push(`pattern ${schema.pattern}`);
  const items = range('items', schema.minItems, schema.maxItems);
  if (items) out.push(items);
  if (schema.uniqueItems === true) out.push('unique items');
  const props = range('properties', schema.minProperties, schema.maxProperties);
  if (props) out.push(props);
  if (typeof schema.contentMediaType === 'string') out.push(`content ${schema.contentMediaType}`);
  if (typeof schema.contentEncoding === 'string') out.push(`encoding ${schema.contentEncoding}`);
  return out;
}
