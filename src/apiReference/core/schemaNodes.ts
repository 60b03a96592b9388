/**
 * Schema tree nodes made from one schema without walking it: the empty node, the node with a
 * schema's own facts, and the nodes that stand for a reference that is not expanded (the
 * repeat of a component shown earlier on the page among them).
 */
import { isObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN } from './markdown';
import { constraintsOf, shortLabel } from './schemaLabels';
import { jsonText, resolveSchemaRef, schemaTypes } from './schemaResolve';
import type { SchemaNode, SchemaNodeRole } from './types';

/** Where a node hangs under its parent. */
export interface Slot {
  role: SchemaNodeRole;
  name: string | null;
  required: boolean;
}

/** A node with only its place and type label. */
export function emptyNode(slot: Slot, typeLabel: string): SchemaNode {
  return {
    role: slot.role,
    name: slot.name,
    typeLabel,
    refName: null,
    required: slot.required,
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    nullable: false,
    enumValues: null,
    constValue: null,
    defaultValue: null,
    example: null,
    format: null,
    constraints: [],
    descriptionHtml: null,
    descriptionMarkdown: null,
    children: [],
    alternatives: null,
    not: null,
    recursiveRef: null,
    repeatOf: null,
    truncated: false,
    schemaPage: null,
  };
}

/** A node with the schema's own facts (flags, values, constraints, description), before its structure. */
export function describedNode(slot: Slot, schema: JsonObject, nullable: boolean): SchemaNode {
  const node = emptyNode(slot, '');
  node.readOnly = schema.readOnly === true;
  node.writeOnly = schema.writeOnly === true;
  node.deprecated = schema.deprecated === true;
  node.nullable = nullable;
  node.enumValues = Array.isArray(schema.enum) ? schema.enum.map(v => jsonText(v) ?? 'null') : null;
  node.constValue = 'const' in schema ? jsonText(schema.const) : null;
  node.defaultValue = 'default' in schema ? jsonText(schema.default) : null;
  node.example = exampleText(schema);
  node.format = typeof schema.format === 'string' ? schema.format : null;
  node.constraints = constraintsOf(schema);
  Object.assign(node, withDescription(schema.description, NESTED_MARKDOWN));
  return node;
}

function exampleText(schema: JsonObject): string | null {
  if ('example' in schema) return jsonText(schema.example);
  if (Array.isArray(schema.examples) && schema.examples.length) return jsonText(schema.examples[0]);
  return null;
}

/** A `$ref` that leads nowhere: shown with a note naming it. */
export function unresolvedRefNode(slot: Slot, ref: string): SchemaNode {
  const node = emptyNode(slot, 'unknown');
  Object.assign(node, withDescription(`Unresolvable reference \`${ref}\`.`, NESTED_MARKDOWN));
  return node;
}

/** A ref to a schema being expanded above it links back rather than recursing. */
export function recursiveRefNode(slot: Slot, input: JsonObject, refName: string): SchemaNode {
  const node = emptyNode(slot, refName);
  node.refName = refName;
  node.recursiveRef = refName;
  Object.assign(node, withDescription(input.description, NESTED_MARKDOWN));
  node.nullable = input.nullable === true;
  if (node.nullable) node.typeLabel = `${refName} | null`;
  return node;
}

/** `allOf: [$ref: <ancestor>]` (e.g. a nullable self-reference) links back instead of expanding. */
export function allOfBackLink(slot: Slot, refName: string, merged: JsonObject): SchemaNode {
  const node = emptyNode(slot, '');
  node.refName = refName;
  node.recursiveRef = refName;
  node.nullable = schemaTypes(merged).nullable;
  node.typeLabel = node.nullable ? `${refName} | null` : refName;
  node.readOnly = merged.readOnly === true;
  node.writeOnly = merged.writeOnly === true;
  node.deprecated = merged.deprecated === true;
  Object.assign(node, withDescription(merged.description, NESTED_MARKDOWN));
  return node;
}

/**
 * Root node standing for a component schema already shown elsewhere on the same page
 * (e.g. the same `ErrorDto` for 400, 401, 404): label, name and description, no children,
 * `repeatOf` set. Returns null when `schema` is not a resolvable `$ref`.
 */
export function buildRepeatNode(doc: unknown, schema: unknown): SchemaNode | null {
  if (!isObject(schema) || typeof schema.$ref !== 'string') return null;
  const resolved = resolveSchemaRef(doc, schema);
  if (!resolved) return null;
  const node = emptyNode({ role: 'root', name: null, required: false }, shortLabel(doc, schema, { stack: [], guard: 0 }));
  node.refName = resolved.name;
  node.repeatOf = resolved.name;
  const target = isObject(resolved.schema) ? resolved.schema : {};
  node.nullable = schemaTypes(target).nullable;
  Object.assign(node, withDescription(target.description, NESTED_MARKDOWN));
  return node;
}
