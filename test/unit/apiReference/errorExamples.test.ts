/**
 * Error examples belong to their operation: an example that names a field (a validation failure's `details.fields`, its
 * "<field> is required, <field> must …" message, or the `property` of an `already_in_use`) must name one of the fields
 * the operation itself takes (its parameters and the properties of its request body, read from the spec). The example
 * checked is the one the page shows (`mediaTypeExample`: the response's own example, else its schema's), so a response
 * that falls back to ErrorDto's generic example is checked too.
 */
import * as path from 'path';
import { loadOpenApi } from '../../../src/apiReference/core/loadOpenApi';
import { mediaTypeExample } from '../../../src/apiReference/core/example';

const SPEC = path.join(__dirname, '../../../openapi/pocket-id.yaml');
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The error codes whose message is "<field> <problem>" (middleware/error_handler.go, apperror/constructors.go). */
const FIELD_MESSAGE_CODES = new Set(['validation_failed', 'already_in_use']);
/**
 * How the problem part of such a message starts (dto/validations.go ValidationErrorDetails, apperror.InvalidField and
 * AlreadyInUse): "Client is not a client ID metadata document client" is a sentence, not a field's error.
 */
const FIELD_PROBLEM = /^([A-Za-z][\w.[\]]*) (is required|is invalid|is already in use|is reserved|is listed more than once|must |contains )/;

type Json = any;

interface ShownError {
  operation: string;
  status: string;
  example: Json;
  /** The example without its request ID, as a key to find the examples operations share. */
  key: string;
  named: string[];
}

let doc: Json;
let own: Map<string, Set<string>>;
let shown: ShownError[];

function resolve(node: Json, seen = new Set<string>()): Json {
  if (!node || typeof node.$ref !== 'string' || seen.has(node.$ref)) return node;
  seen.add(node.$ref);
  const target = node.$ref
    .replace(/^#\//, '')
    .split('/')
    .map((token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((acc: Json, key: string) => acc?.[key], doc);
  return resolve(target, seen);
}

/** Every property name a request may send in `schema` (read-only ones excluded), nested objects and array items included. */
function requestFields(schema: Json, out: Set<string>, seen = new Set<Json>()): Set<string> {
  const node = resolve(schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return out;
  seen.add(node);
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of node[key] ?? []) requestFields(part, out, seen);
  if (node.items) requestFields(node.items, out, seen);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') requestFields(node.additionalProperties, out, seen);
  for (const [name, property] of Object.entries<Json>(node.properties ?? {})) {
    if (resolve(property)?.readOnly === true) continue;
    out.add(name);
    requestFields(property, out, seen);
  }
  return out;
}

/** Every property and parameter name in the whole document: the names an error message can be checked for. */
function allFieldNames(): Set<string> {
  const names = new Set<string>();
  const walk = (node: Json): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    if (node.properties && typeof node.properties === 'object') for (const name of Object.keys(node.properties)) names.add(name);
    if (typeof node.name === 'string' && typeof node.in === 'string') names.add(node.name);
    Object.values(node).forEach(walk);
  };
  walk(doc);
  return names;
}

/** A field name as written in an error, reduced to the property names it consists of: `callbackURLs[0]` -> callbackURLs. */
function fieldParts(field: string): string[] {
  return field
    .split('.')
    .map(part => part.replace(/\[[^\]]*\]/g, ''))
    .filter(Boolean);
}

/** Pocket ID capitalises the first letter of every message, so `Username` names `username`. */
const sameField = (a: string, b: string) => a === b || a.charAt(0).toLowerCase() + a.slice(1) === b.charAt(0).toLowerCase() + b.slice(1);

/** The fields an error example names; a word of its message counts only when the document has a field by that name. */
function namedFields(example: Json, known: Set<string>): string[] {
  if (!example || typeof example !== 'object') return [];
  const named = new Set<string>();
  for (const entry of example.details?.fields ?? []) if (typeof entry?.field === 'string') fieldParts(entry.field).forEach(p => named.add(p));
  const property = example.details?.property;
  if (typeof property === 'string' && /^[A-Za-z][\w.[\]]*$/.test(property)) fieldParts(property).forEach(p => named.add(p));
  if (FIELD_MESSAGE_CODES.has(example.code) && typeof example.error === 'string') {
    for (const segment of example.error.split(', ')) {
      const first = FIELD_PROBLEM.exec(segment)?.[1];
      if (!first) continue;
      for (const part of fieldParts(first)) {
        const field = known.has(part) ? part : [...known].find(name => sameField(name, part));
        if (field) named.add(field);
      }
    }
  }
  return [...named];
}

beforeAll(async () => {
  doc = (await loadOpenApi(SPEC)).document;
  const known = allFieldNames();
  own = new Map();
  shown = [];
  for (const [route, item] of Object.entries<Json>(doc.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const id = `${method.toUpperCase()} ${route}`;
      const fields = new Set<string>();
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(p => resolve(p))) fields.add(parameter.name);
      for (const media of Object.values<Json>(resolve(operation.requestBody)?.content ?? {})) requestFields(media.schema, fields);
      own.set(id, fields);
      for (const [status, raw] of Object.entries<Json>(operation.responses ?? {})) {
        if (!/^[45]/.test(status)) continue;
        for (const media of Object.values<Json>(resolve(raw)?.content ?? {})) {
          const example: Json = mediaTypeExample(doc, media, 'response')?.value;
          if (!example || typeof example !== 'object') continue;
          const { request_id: _requestId, ...rest } = example;
          shown.push({ operation: id, status, example, key: JSON.stringify(rest), named: namedFields(example, known) });
        }
      }
    }
  }
});

test('the spec has the 134 operations and the checker reads field names from validation errors', () => {
  expect(own.size).toBe(134);
  // A validation example of its own names its fields both ways.
  expect(namedFields({ code: 'validation_failed', error: 'Name is required', details: { fields: [{ field: 'callbackURLs[0]' }] } }, new Set(['name']))).toEqual(
    ['callbackURLs', 'name'],
  );
  // Words of a message that are not fields of the document are not taken for fields.
  expect(namedFields({ code: 'validation_failed', error: 'Username must only contain letters, numbers, underscores' }, new Set(['username']))).toEqual([
    'username',
  ]);
  expect(namedFields({ code: 'validation_failed', error: 'Client is not a client ID metadata document client' }, new Set(['client']))).toEqual([]);
  expect(namedFields({ code: 'not_found', error: 'User not found' }, new Set(['user']))).toEqual([]);
});

test('no operation shows an error example that names a field it does not take', () => {
  const foreign = shown.flatMap(({ operation, status, named, example }) => {
    const fields = [...own.get(operation)!];
    const missing = named.filter(name => !fields.some(field => sameField(field, name)));
    return missing.length ? [`${operation} ${status} "${example.error}" names ${missing.join(', ')}, which the operation does not take`] : [];
  });
  expect(foreign).toEqual([]);
});

test('no two operations share an error example that names a field only some of them take', () => {
  const byKey = new Map<string, ShownError[]>();
  for (const entry of shown) if (entry.named.length) byKey.set(entry.key, [...(byKey.get(entry.key) ?? []), entry]);
  const mismatched: string[] = [];
  for (const group of byKey.values()) {
    const operations = [...new Set(group.map(entry => entry.operation))];
    if (operations.length < 2) continue;
    for (const name of group[0].named) {
      const having = operations.filter(operation => [...own.get(operation)!].some(field => sameField(field, name)));
      if (having.length !== operations.length)
        mismatched.push(
          `"${group[0].example.error}" (${group[0].status}) names ${name}: shown by ${operations.join(', ')}, taken only by ${having.join(', ') || 'none'}`,
        );
    }
  }
  expect(mismatched).toEqual([]);
});
