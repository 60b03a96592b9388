/** An operation's parameters: path- and operation-level ones merged, by location, with examples for the code samples. */
import { valueText } from './documentValues';
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN } from './markdown';
import type { OperationContext, RawOperation } from './operationContext';
import { buildSchemaTree } from './schemaTree';
import type { ApiParameter, ApiParameterGroups, ParameterLocation } from './types';

const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

/** Example values of parameters by `in:name`, for the code samples. */
export type SampleValues = Map<string, unknown>;

/** Example value of a parameter or header: own `example`, first `examples`, else the schema's. */
export function parameterExample(doc: JsonObject, p: JsonObject): unknown {
  if ('example' in p) return p.example;
  if (isObject(p.examples)) {
    for (const entry of Object.values(p.examples)) {
      const ex = derefObject(doc, entry);
      if (ex && 'value' in ex) return ex.value;
    }
  }
  const schema = parameterSchema(p);
  const resolved = isObject(schema) && typeof schema.$ref === 'string' ? derefObject(doc, schema) : schema;
  if (isObject(resolved)) {
    if ('example' in resolved) return resolved.example;
    if (Array.isArray(resolved.examples) && resolved.examples.length) return resolved.examples[0];
  }
  return undefined;
}

/** The schema of a parameter or header: its own, else that of its first `content` entry. */
export function parameterSchema(p: JsonObject): unknown {
  if (p.schema !== undefined) return p.schema;
  if (isObject(p.content)) {
    const first = Object.values(p.content).find(isObject);
    if (first) return first.schema;
  }
  return undefined;
}

/** Path-level parameters overridden by operation-level ones with the same location and name (headers ignore case). */
function mergeParameters(r: RawOperation, { doc, warnings, where }: OperationContext): JsonObject[] {
  const merged = new Map<string, JsonObject>();
  const add = (list: unknown, level: string) => {
    if (!Array.isArray(list)) return;
    list.forEach((entry, i) => {
      const p = derefObject(doc, entry);
      if (!p || typeof p.name !== 'string' || typeof p.in !== 'string') {
        warnings.push(`${where}: ${level} parameter #${i + 1} cannot be resolved; skipped.`);
        return;
      }
      merged.set(`${p.in}:${p.in === 'header' ? p.name.toLowerCase() : p.name}`, p);
    });
  };
  add(r.pathItem.parameters, 'path-level');
  add(r.op.parameters, 'operation');
  return [...merged.values()];
}

function buildParameter(doc: JsonObject, p: JsonObject): ApiParameter {
  const location = LOCATIONS.includes(p.in as ParameterLocation) ? (p.in as ParameterLocation) : 'query';
  const schema = parameterSchema(p);
  const tree = buildSchemaTree(doc, schema ?? {}, { direction: 'request', maxDepth: 6 });
  const structured = tree !== null && (tree.children.length > 0 || tree.alternatives !== null);
  let style: string | null = null;
  if (typeof p.style === 'string' || typeof p.explode === 'boolean') {
    const parts = [typeof p.style === 'string' ? p.style : null, p.explode === true ? 'explode' : p.explode === false ? 'no explode' : null];
    style = parts.filter(Boolean).join(', ');
  }
  return {
    name: String(p.name),
    in: location,
    required: location === 'path' ? true : p.required === true,
    deprecated: p.deprecated === true,
    typeLabel: tree?.typeLabel ?? 'any',
    format: tree?.format ?? null,
    defaultValue: tree?.defaultValue ?? null,
    enumValues: tree?.enumValues ?? null,
    constraints: tree?.constraints ?? [],
    ...withDescription(p.description, NESTED_MARKDOWN, tree),
    example: valueText(parameterExample(doc, p)),
    style,
    schema: structured ? tree : null,
  };
}

/** Path- and operation-level parameters by location, with a warning for each path template mismatch. */
export function buildParameterGroups(r: RawOperation, ctx: OperationContext): { groups: ApiParameterGroups; sampleValues: SampleValues } {
  const { doc, warnings, where } = ctx;
  const groups: ApiParameterGroups = { path: [], query: [], header: [], cookie: [] };
  const sampleValues: SampleValues = new Map();
  for (const p of mergeParameters(r, ctx)) {
    const model = buildParameter(doc, p);
    groups[model.in].push(model);
    sampleValues.set(`${model.in}:${model.name}`, parameterExample(doc, p));
  }
  const templateNames = [...r.path.matchAll(/\{([^{}]+)\}/g)].map(m => m[1]);
  for (const name of templateNames) {
    if (!groups.path.some(p => p.name === name)) warnings.push(`${where}: path parameter "{${name}}" is not declared.`);
  }
  for (const p of groups.path) {
    if (!templateNames.includes(p.name)) warnings.push(`${where}: path parameter "${p.name}" does not appear in the path.`);
  }
  return { groups, sampleValues };
}
