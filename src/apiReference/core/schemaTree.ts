/** JSON Schema -> tree of display nodes (see `SchemaNode`): the walk; its labels are in schemaLabels.ts, its single nodes in schemaNodes.ts. */
import { isObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN } from './markdown';
import { optionLabel, shortLabel, typeLabel } from './schemaLabels';
import { allOfBackLink, describedNode, emptyNode, recursiveRefNode, unresolvedRefNode, type Slot } from './schemaNodes';
import { hasStructure, mergeAllOf, resolveSchemaRef, schemaTypes, visibleIn, type Schema, type SchemaDirection } from './schemaResolve';
import type { SchemaPageRegistry } from './schemaPages';
import type { SchemaAlternatives, SchemaNode } from './types';

export interface SchemaTreeOptions {
  direction?: SchemaDirection;
  /** Deepest nesting expanded (safety net). Default 8. */
  maxDepth?: number;
  /** Most nodes in one tree (safety net). Default 100. */
  maxNodes?: number;
  /** Most nested component `$ref`s expanded along one path (root included). Deeper ones are shown collapsed (`truncated`). Default 4. */
  maxRefDepth?: number;
  /**
   * Most characters of description HTML in one tree (safety net). Default 6,000. Specs that
   * document every field at length (Kubernetes) would otherwise put tens of kilobytes of
   * prose into each tree, on every page that shows the schema.
   */
  maxText?: number;
  /**
   * Component schemas with pages of their own: a long component nested inside another is
   * linked to its page instead of expanded, and so is any component cut short by a limit.
   */
  pages?: SchemaPageRegistry;
  /** The `$ref` whose own page this tree is on (it never links to itself). */
  pageOf?: string;
}

interface Ctx {
  doc: unknown;
  direction: SchemaDirection;
  maxDepth: number;
  maxRefDepth: number;
  /** Nodes and description characters still to spend. */
  budget: { left: number; text: number };
  /** `$ref`s of structured schemas already expanded somewhere in this tree. */
  expanded: Set<string>;
  pages: SchemaPageRegistry | null;
  pageOf: string | null;
}

/** Builds the display tree for `schema` (a schema object, `$ref`, or boolean schema). */
export function buildSchemaTree(doc: unknown, schema: unknown, options: SchemaTreeOptions = {}): SchemaNode | null {
  if (!isObject(schema) && typeof schema !== 'boolean') return null;
  const ctx: Ctx = {
    doc,
    direction: options.direction ?? 'both',
    maxDepth: options.maxDepth ?? 8,
    maxRefDepth: options.maxRefDepth ?? 4,
    budget: { left: options.maxNodes ?? 100, text: options.maxText ?? 6000 },
    expanded: new Set(),
    pages: options.pages ?? null,
    pageOf: options.pageOf ?? null,
  };
  return buildNode(ctx, schema, { slot: { role: 'root', name: null, required: false }, stack: [], depth: 0 });
}

/** Where a node sits in the tree being built. */
interface NodePosition {
  slot: Slot;
  /** Component `$ref`s expanded on the way down (a ref already here is a recursion). */
  stack: string[];
  depth: number;
  /** Component name the schema was reached through, shown as its type. */
  refName?: string | null;
  /** The `$ref` the schema was reached through, when it is a component's own schema. */
  ref?: string;
}

/** How far down the tree a node's children are built: the refs expanded on the way and the nesting depth. */
interface Level {
  stack: string[];
  depth: number;
}

/** The position of a child of a node at `level`. */
const below = (slot: Slot, { stack, depth }: Level): NodePosition => ({ slot, stack, depth: depth + 1 });

function buildNode(ctx: Ctx, input: Schema, at: NodePosition): SchemaNode {
  ctx.budget.left--;
  if (typeof input === 'boolean') return emptyNode(at.slot, input ? 'any' : 'never');
  if (isRef(input)) return refNode(ctx, input, at);
  return schemaNode(ctx, input, at);
}

/** True once the tree has used its nodes or its description text. */
const spent = (ctx: Ctx) => ctx.budget.left <= 0 || ctx.budget.text <= 0;

const isRef = (input: JsonObject): input is JsonObject & { $ref: string } => typeof input.$ref === 'string';

/** A `$ref`: expanded unless unresolvable, recursive, already expanded in this tree or nested too deep. */
function refNode(ctx: Ctx, input: JsonObject & { $ref: string }, at: NodePosition): SchemaNode {
  const { slot, stack } = at;
  const resolved = resolveSchemaRef(ctx.doc, input);
  if (!resolved) return unresolvedRefNode(slot, input.$ref);
  if (stack.includes(resolved.ref)) return recursiveRefNode(slot, input, resolved.name);
  const target = resolved.schema;
  if (isObject(target) && (hasStructure(target) || Array.isArray(target.allOf))) {
    if (ctx.expanded.has(resolved.ref)) return repeatedRefNode(ctx, input, { slot, stack, refName: resolved.name });
    const nestedAndLong = stack.length > 0 && ctx.pages?.isLong(resolved.ref);
    if (nestedAndLong || stack.length >= ctx.maxRefDepth)
      return truncatedRefNode(ctx, input, { slot, stack, refName: resolved.name, target, ref: resolved.ref });
    ctx.expanded.add(resolved.ref);
  }
  return buildNode(ctx, target, { ...at, stack: [...stack, resolved.ref], refName: at.refName ?? resolved.name, ref: resolved.ref });
}

/** A resolved ref that is shown collapsed, with the component it names. */
interface CollapsedRef {
  slot: Slot;
  stack: string[];
  refName: string;
}

/** A structured component already expanded elsewhere in this tree is shown once; later uses point to it. */
function repeatedRefNode(ctx: Ctx, input: JsonObject, { slot, stack, refName }: CollapsedRef): SchemaNode {
  const node = emptyNode(slot, shortLabel(ctx.doc, input, { stack, guard: 0 }));
  node.refName = refName;
  node.repeatOf = refName;
  Object.assign(node, withDescription(input.description, NESTED_MARKDOWN));
  node.nullable = input.nullable === true;
  if (node.nullable) node.typeLabel = `${node.typeLabel} | null`;
  return node;
}

/**
 * Past `maxRefDepth`, or nested and long (see `SchemaTreeOptions.pages`), a component is named
 * but not expanded, so deep models stay readable; it links to its own page where there is one.
 */
function truncatedRefNode(ctx: Ctx, input: JsonObject, { slot, stack, refName, target, ref }: CollapsedRef & { target: JsonObject; ref: string }): SchemaNode {
  const node = emptyNode(slot, shortLabel(ctx.doc, input, { stack, guard: 0 }));
  node.refName = refName;
  cutShort(ctx, node, ref, refName);
  Object.assign(node, withDescription(input.description ?? target.description, NESTED_MARKDOWN));
  return node;
}

/** A schema object: `allOf` merged, its facts read, then children and alternatives within the limits. */
function schemaNode(ctx: Ctx, input: JsonObject, at: NodePosition): SchemaNode {
  let schema = input;
  let stack = at.stack;
  let refName = at.refName ?? null;
  if (Array.isArray(schema.allOf)) {
    const merged = mergeAllOf(ctx.doc, schema, stack);
    if (merged.singleRefName && merged.recursiveRefNames.length) return allOfBackLink(at.slot, merged.singleRefName, merged.schema);
    schema = merged.schema;
    stack = [...stack, ...merged.refs];
    refName = refName ?? merged.singleRefName;
  }

  const { types, nullable } = schemaTypes(schema);
  const node = describedNode(at.slot, schema, nullable);
  node.refName = refName;
  ctx.budget.text -= node.descriptionHtml?.length ?? 0;
  const tooDeep = at.depth >= ctx.maxDepth || spent(ctx);
  if (!tooDeep) {
    const level: Level = { stack, depth: at.depth };
    node.children = childNodes(ctx, { schema, types, level });
    if (spent(ctx) && hasStructure(schema)) cutShort(ctx, node, at.ref, refName);
    node.alternatives = alternativesOf(ctx, schema, level);
    if (schema.not !== undefined && (isObject(schema.not) || typeof schema.not === 'boolean')) {
      node.not = buildNode(ctx, schema.not, below({ role: 'not', name: null, required: false }, level));
    }
  } else if (hasStructure(schema)) {
    cutShort(ctx, node, at.ref, refName);
  }
  node.typeLabel = typeLabel(ctx.doc, { schema, types, nullable, refName, alternatives: node.alternatives, stack });
  return node;
}

/** Marks a node not shown in full; a component's own schema links to the page that shows all of it. */
function cutShort(ctx: Ctx, node: SchemaNode, ref: string | undefined, refName: string | null): void {
  node.truncated = true;
  if (ctx.pages && ref !== undefined && refName !== null && ref !== ctx.pageOf) node.schemaPage = ctx.pages.link(ref, refName).slug;
}

/**
 * Characters of description that component `ref` brings itself: its own and its fields', with
 * the components it uses not expanded (each is weighed on its own). Decides whether to link it.
 */
export function describedLength(doc: unknown, ref: string): number {
  const sum = (node: SchemaNode | null): number =>
    node === null
      ? 0
      : (node.descriptionHtml?.length ?? 0) +
        node.children.reduce((n, c) => n + sum(c), 0) +
        (node.alternatives?.options.reduce((n, o) => n + sum(o), 0) ?? 0) +
        sum(node.not);
  return sum(buildSchemaTree(doc, { $ref: ref }, { maxRefDepth: 1 }));
}

interface ChildNodesOptions {
  schema: JsonObject;
  /** The schema's `type` list (arrays are recognised by it as well as by `items`). */
  types: string[];
  level: Level;
}

/** The rows under a node: properties, pattern and additional properties, then array items. */
function childNodes(ctx: Ctx, { schema, types, level }: ChildNodesOptions): SchemaNode[] {
  const children = [...propertyNodes(ctx, schema, level), ...mapValueNodes(ctx, schema, level)];
  if (types.includes('array') || schema.items !== undefined) children.push(...itemNodes(ctx, schema, level));
  return children;
}

/** Named properties visible in this direction, until the node budget runs out. */
function propertyNodes(ctx: Ctx, schema: JsonObject, level: Level): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  if (!isObject(schema.properties)) return nodes;
  const required = new Set(Array.isArray(schema.required) ? schema.required.filter(r => typeof r === 'string') : []);
  for (const [name, prop] of Object.entries(schema.properties)) {
    if (!isObject(prop) && typeof prop !== 'boolean') continue;
    if (!visibleIn(ctx.doc, prop, ctx.direction)) continue;
    if (spent(ctx)) break;
    nodes.push(buildNode(ctx, prop, below({ role: 'property', name, required: required.has(name) }, level)));
  }
  return nodes;
}

/** `patternProperties` (named by their pattern) and `additionalProperties` (named `{key}`). */
function mapValueNodes(ctx: Ctx, schema: JsonObject, level: Level): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  if (isObject(schema.patternProperties)) {
    for (const [pattern, prop] of Object.entries(schema.patternProperties)) {
      if (!isObject(prop) && typeof prop !== 'boolean') continue;
      nodes.push(buildNode(ctx, prop, below({ role: 'additionalProperties', name: `/${pattern}/`, required: false }, level)));
    }
  }
  if (isObject(schema.additionalProperties)) {
    nodes.push(buildNode(ctx, schema.additionalProperties, below({ role: 'additionalProperties', name: '{key}', required: false }, level)));
  }
  return nodes;
}

/** Tuple positions (`prefixItems`) and the item row, when it says more than the label. */
function itemNodes(ctx: Ctx, schema: JsonObject, level: Level): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  if (Array.isArray(schema.prefixItems)) {
    schema.prefixItems.forEach((item, i) => {
      if (isObject(item) || typeof item === 'boolean') {
        nodes.push(buildNode(ctx, item, below({ role: 'items', name: `[${i}]`, required: false }, level)));
      }
    });
  }
  const items = schema.items;
  if (isObject(items) || items === false) {
    const itemNode = buildNode(ctx, items, below({ role: 'items', name: '[]', required: false }, level));
    if (worthShowing(itemNode)) nodes.push(itemNode);
  }
  return nodes;
}

/** An array's item row is only shown when it adds something the `array<...>` label does not say. */
function worthShowing(node: SchemaNode): boolean {
  return (
    node.children.length > 0 ||
    node.alternatives !== null ||
    node.not !== null ||
    node.recursiveRef !== null ||
    node.repeatOf !== null ||
    node.enumValues !== null ||
    node.constValue !== null ||
    node.constraints.length > 0 ||
    node.descriptionHtml !== null ||
    node.truncated
  );
}

function alternativesOf(ctx: Ctx, schema: JsonObject, level: Level): SchemaAlternatives | null {
  const kind = Array.isArray(schema.oneOf) ? 'oneOf' : Array.isArray(schema.anyOf) ? 'anyOf' : null;
  if (!kind) return null;
  const list = (schema[kind] as unknown[]).filter(o => isObject(o) || typeof o === 'boolean') as Schema[];
  const labels = list.map((o, i) => optionLabel(ctx.doc, o, i));
  const options = list.map((o, i) => buildNode(ctx, o, below({ role: 'option', name: labels[i], required: false }, level)));
  const discriminator = isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string' ? schema.discriminator : null;
  return {
    kind,
    discriminatorProperty: discriminator ? (discriminator.propertyName as string) : null,
    discriminatorMapping: discriminator ? discriminatorMappingOf(ctx, discriminator, { list, labels }) : [],
    options,
  };
}

/** The discriminator's value -> schema pairs: its explicit `mapping`, or each referenced option's own name. */
function discriminatorMappingOf(ctx: Ctx, discriminator: JsonObject, { list, labels }: { list: Schema[]; labels: string[] }) {
  const mapping: { value: string; target: string }[] = [];
  if (isObject(discriminator.mapping)) {
    for (const [value, target] of Object.entries(discriminator.mapping)) {
      if (typeof target !== 'string') continue;
      const resolved = target.startsWith('#') ? resolveSchemaRef(ctx.doc, { $ref: target }) : null;
      mapping.push({ value, target: resolved ? resolved.name : target });
    }
  } else {
    list.forEach((o, i) => {
      if (isObject(o) && typeof o.$ref === 'string') mapping.push({ value: labels[i], target: labels[i] });
    });
  }
  return mapping;
}
