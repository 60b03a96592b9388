/**
 * The short body the code samples send by default, beside the full example ("Full body").
 *
 * The rule reads only the spec: the body's schema and its example. A top-level field of the
 * example stays when
 * 1. the schema lists it in `required`; or
 * 2. it has a `default` keyword and the example gives another value; or
 * 3. it has no default, neither a `default` keyword nor a description that says what leaving
 *    it out does ("defaults to", "omitted", "ignored"), and the example gives it a value that
 *    is not empty. Empty is `false`, `0`, `""`, `null`, `[]` and `{}`: what a field left out
 *    of a JSON body decodes to in a server written in Go, as Pocket ID is (its DTOs are
 *    structs, e.g. OidcClientUpdateDto, backend/internal/dto/oidc_dto.go:41-60).
 * Everything else (an empty value, a default, a field said to be ignored) is what the server
 * does without it, so the short request asks for the same as the full one, bar a value whose
 * default the description names instead (a custom ID, token lifetimes).
 */
import { isObject, type JsonObject } from './jsonPointer';
import { mergeAllOf, resolveSchemaRef, type Schema } from './schemaResolve';

/** A description that says what leaving the field out does, or that the field does nothing. */
const STATES_A_DEFAULT = /\bdefault(?:s|ed)?\b|\bomit(?:s|ted)?\b|\bignored\b/i;

/** The schema behind `$ref`s (a reference's own keywords, such as its description, laid over its target), with `allOf` merged. */
function resolved(doc: unknown, schema: unknown): JsonObject | null {
  let current: unknown = schema;
  const seen = new Set<string>();
  while (isObject(current) && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    seen.add(current.$ref);
    current = resolveSchemaRef(doc, current as Schema)?.schema;
  }
  if (!isObject(current)) return null;
  return Array.isArray(current.allOf) ? mergeAllOf(doc, current, [...seen]).schema : current;
}

function isEmpty(value: unknown): boolean {
  if (value === false || value === 0 || value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.length === 0;
  return isObject(value) && Object.keys(value).length === 0;
}

/** Whether the short body keeps a field (the rule above). */
function keeps(doc: unknown, property: unknown, value: unknown, required: boolean): boolean {
  if (required) return true;
  const schema = resolved(doc, property);
  if (!schema) return !isEmpty(value);
  if ('default' in schema) return JSON.stringify(schema.default) !== JSON.stringify(value);
  if (typeof schema.description === 'string' && STATES_A_DEFAULT.test(schema.description)) return false;
  return !isEmpty(value);
}

/**
 * The example `value` of a body with `schema`, cut to the fields that matter (the rule above);
 * null when it keeps every field, or when the body is not an object with declared properties.
 */
export function shortSampleBody(doc: unknown, schema: unknown, value: unknown): JsonObject | null {
  const object = resolved(doc, schema);
  if (!object || !isObject(object.properties) || !isObject(value)) return null;
  const properties = object.properties;
  const required = new Set(Array.isArray(object.required) ? object.required : []);
  const entries = Object.entries(value);
  // A field the schema does not declare (additionalProperties) has nothing to judge it by: it stays.
  const kept = entries.filter(([name, v]) => !(name in properties) || keeps(doc, properties[name], v, required.has(name)));
  return kept.length < entries.length ? Object.fromEntries(kept) : null;
}
