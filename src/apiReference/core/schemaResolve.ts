/** Shared helpers for reading JSON Schemas inside a bundled OpenAPI document. */
import { componentNameFromRef, isObject, pointerToPath, resolvePointer, type JsonObject } from './jsonPointer';

/** A schema: an object, or a boolean schema (3.1). */
export type Schema = JsonObject | boolean;

/** Which side of the exchange a schema describes: requests leave out readOnly properties, responses writeOnly ones. */
export type SchemaDirection = 'request' | 'response' | 'both';

/** Display name for a `$ref`: component name, else the target's `title`, else the last pointer token. */
function refDisplayName(doc: unknown, ref: string): string {
  const component = componentNameFromRef(ref);
  if (component) return component;
  const target = resolvePointer(doc, ref);
  if (isObject(target) && typeof target.title === 'string' && target.title) return target.title;
  const tokens = pointerToPath(ref);
  return tokens.length ? tokens[tokens.length - 1] : ref;
}

interface ResolvedRef {
  /** The target with the Reference's sibling keywords laid over it (3.1 semantics). */
  schema: Schema;
  /** The `$ref` string. */
  ref: string;
  /** Display name of the reference. */
  name: string;
}

/** If `schema` is a `$ref`, resolves one level; returns null when it is not a reference or cannot be resolved. */
export function resolveSchemaRef(doc: unknown, schema: Schema): ResolvedRef | null {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return null;
  const ref = schema.$ref;
  const target = ref.startsWith('#') ? resolvePointer(doc, ref) : undefined;
  if (!isObject(target) && typeof target !== 'boolean') return null;
  const { $ref: _ignored, ...siblings } = schema;
  const merged: Schema = isObject(target) && Object.keys(siblings).length ? { ...target, ...siblings } : target;
  return { schema: merged, ref, name: refDisplayName(doc, ref) };
}

/**
 * Whether property schema `prop` is shown in `direction`: not when it is readOnly in a request or
 * writeOnly in a response. A `$ref` is followed to its target unless the reference says so itself.
 */
export function visibleIn(doc: unknown, prop: unknown, direction: SchemaDirection): boolean {
  if (direction === 'both') return true;
  let target = prop;
  const seen = new Set<string>();
  while (isObject(target) && typeof target.$ref === 'string' && !seen.has(target.$ref)) {
    if (target.readOnly === true || target.writeOnly === true) break;
    seen.add(target.$ref);
    target = resolveSchemaRef(doc, target)?.schema;
  }
  if (!isObject(target)) return true;
  if (direction === 'request' && target.readOnly === true) return false;
  if (direction === 'response' && target.writeOnly === true) return false;
  return true;
}

/** Whether the schema has parts shown below it in a tree: properties, items, alternatives, `not`. */
export function hasStructure(schema: JsonObject): boolean {
  return ['properties', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'not', 'prefixItems'].some(k => k in schema);
}

/** Non-null JSON types of a schema (explicit `type`, else inferred), plus nullability. */
export function schemaTypes(schema: JsonObject): { types: string[]; nullable: boolean } {
  let declared: string[] = [];
  if (typeof schema.type === 'string') declared = [schema.type];
  else if (Array.isArray(schema.type)) declared = schema.type.filter((t): t is string => typeof t === 'string');
  let nullable = schema.nullable === true || declared.includes('null');
  let types = declared.filter(t => t !== 'null');
  if (!types.length) {
    if (isObject(schema.properties) || schema.additionalProperties !== undefined || isObject(schema.patternProperties)) {
      types = ['object'];
    } else if (schema.items !== undefined || Array.isArray(schema.prefixItems)) {
      types = ['array'];
    } else {
      const values = Array.isArray(schema.enum) ? schema.enum : 'const' in schema ? [schema.const] : [];
      const inferred = new Set<string>();
      for (const v of values) {
        if (v === null) nullable = true;
        else inferred.add(Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);
      }
      types = [...inferred];
    }
  }
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) nullable = true;
  return { types, nullable };
}

interface MergedAllOf {
  /** The schema with `allOf` folded in (properties and required unioned). */
  schema: JsonObject;
  /** `$ref`s that were expanded while merging (to extend the recursion guard). */
  refs: string[];
  /** Display name when the `allOf` only wraps a single `$ref` (common nullable-ref pattern), else null. */
  singleRefName: string | null;
  /** Display names of `$ref` members skipped because they are already being expanded (recursion). */
  recursiveRefNames: string[];
}

const STRUCTURAL = ['properties', 'required', 'type', 'items', 'additionalProperties', 'oneOf', 'anyOf', 'allOf', 'enum'];

/**
 * Folds `allOf` into one schema: properties and `required` unioned (a property defined twice is
 * itself merged via a nested `allOf`), other keywords from later members override earlier ones,
 * and the outer schema's own keywords win. `$ref` members already on `stack` are skipped.
 */
export function mergeAllOf(doc: unknown, schema: JsonObject, stack: readonly string[] = []): MergedAllOf {
  const refs: string[] = [];
  const recursiveRefNames: string[] = [];
  const members = Array.isArray(schema.allOf) ? schema.allOf : [];
  const { allOf: _allOf, ...outer } = schema;

  let singleRefName: string | null = null;
  if (members.length === 1 && isObject(members[0]) && typeof members[0].$ref === 'string') {
    if (!STRUCTURAL.some(k => k in outer)) singleRefName = refDisplayName(doc, members[0].$ref);
  }

  const result: JsonObject = {};
  const properties: JsonObject = {};
  const required = new Set<string>();

  const absorb = (part: JsonObject) => {
    for (const [key, value] of Object.entries(part)) {
      if (key === 'properties' && isObject(value)) {
        for (const [name, prop] of Object.entries(value)) {
          properties[name] = name in properties ? { allOf: [properties[name], prop] } : prop;
        }
      } else if (key === 'required' && Array.isArray(value)) {
        value.forEach(r => typeof r === 'string' && required.add(r));
      } else if (key === 'title' || key === 'example' || key === 'examples') {
        // a member's title/example describes the member, not the merged whole
        if (part === outer) result[key] = value;
      } else {
        result[key] = value;
      }
    }
  };

  const visit = (member: unknown, localStack: string[], depth: number) => {
    if (depth > 20) return;
    let current: unknown = member;
    if (isObject(current) && typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (localStack.includes(ref)) {
        recursiveRefNames.push(refDisplayName(doc, ref));
        return;
      }
      const resolved = resolveSchemaRef(doc, current);
      if (!resolved || !isObject(resolved.schema)) return;
      refs.push(ref);
      localStack = [...localStack, ref];
      current = resolved.schema;
    }
    if (!isObject(current)) return;
    const { allOf: nested, ...rest } = current;
    if (Array.isArray(nested)) nested.forEach(n => visit(n, localStack, depth + 1));
    absorb(rest);
  };

  members.forEach(m => visit(m, [...stack], 0));
  absorb(outer);
  if (Object.keys(properties).length) result.properties = properties;
  if (required.size) result.required = [...required];
  return { schema: result, refs, singleRefName, recursiveRefNames };
}

/** JSON text for display (strings quoted), or null for undefined. */
export function jsonText(value: unknown): string | null {
  if (value === undefined) return null;
  try {
    const text = JSON.stringify(value);
    return text === undefined ? null : text;
  } catch {
    return null;
  }
}
