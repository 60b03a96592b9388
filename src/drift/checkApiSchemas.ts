/**
 * Check 2b: the component schemas of the OpenAPI document against the Go DTO structs (see isDtoFile) of the
 * same name: JSON field names both ways (embedded structs flattened, `json:"-"` skipped),
 * and for request DTOs (structs with `binding` tags) the validation the document states:
 * `required`, `min=`/`max=` (minLength/maxLength for strings, minItems/maxItems for lists,
 * minimum/maximum for numbers), `oneof=` (enum), `email` (format email), `url` (format uri).
 * Rules after `dive` apply to list items and are compared with `items`.
 */
import type { Difference } from './difference';
import { at } from './difference';
import type { GoField, GoIndex, GoStruct } from './goDeclarations';
import { bareTypeName } from './goDeclarations';
import type { OpenApiDocument, Yaml } from './openApiDocument';
import { resolveRef } from './openApiDocument';

/** Pocket ID keeps its DTOs in internal/dto and in its modules' dto.go / *_dto.go files. */
const isDtoFile = (struct: GoStruct): boolean => /(^|\/)dto\/[^/]+\.go$|(^|[/_])dto\.go$/.test(struct.file);

export interface DtoField {
  json: string;
  field: GoField;
  struct: GoStruct;
}

/** A struct's JSON fields, embedded structs flattened (found in the same package first). */
export function jsonFields(index: GoIndex, struct: GoStruct, seen = new Set<string>()): DtoField[] {
  if (seen.has(`${struct.dir}.${struct.name}`)) return [];
  seen.add(`${struct.dir}.${struct.name}`);
  const fields: DtoField[] = [];
  for (const field of struct.fields) {
    const json = (field.tags.json ?? '').split(',')[0];
    if (json === '-') continue;
    if (field.embedded && !json) {
      const name = bareTypeName(field.type);
      const embedded = index.structs.find(s => s.name === name && s.dir === struct.dir) ?? index.structs.find(s => s.name === name);
      if (embedded) fields.push(...jsonFields(index, embedded, seen));
      continue;
    }
    if (!field.tags.json && (field.tags.form || field.tags.uri)) continue;
    fields.push({ json: json || field.name, field, struct });
  }
  return fields;
}

/** Properties and required names of a schema, through `$ref` and `allOf`. */
function flatten(doc: Yaml, schema: Yaml): { properties: Record<string, Yaml>; required: Set<string> } {
  const resolved = resolveRef(doc, schema) ?? {};
  const properties: Record<string, Yaml> = { ...(resolved.properties ?? {}) };
  const required = new Set<string>(resolved.required ?? []);
  for (const part of resolved.allOf ?? []) {
    const inner = flatten(doc, part);
    Object.assign(properties, inner.properties);
    inner.required.forEach(r => required.add(r));
  }
  return { properties, required };
}

const kindOf = (type: string): 'string' | 'list' | 'number' | 'other' => {
  const t = type.replace(/^\*/, '');
  if (t.startsWith('[]')) return 'list';
  if (t === 'string') return 'string';
  if (/^(u?int(8|16|32|64)?|float(32|64))$/.test(t)) return 'number';
  return 'other';
};

const BOUNDS = {
  string: ['minLength', 'maxLength'],
  list: ['minItems', 'maxItems'],
  number: ['minimum', 'maximum'],
  other: ['minimum', 'maximum'],
} as const;

/** Differences between one field's binding rules and its property schema; messages only. */
function validationDifferences(rules: string[], kind: ReturnType<typeof kindOf>, property: Yaml): string[] {
  // `anyOf: [{format: email}, {maxLength: 0}]` is how the document says "empty or an email": a rule holds when one branch states it.
  const branches = [...(property?.anyOf ?? []), ...(property?.oneOf ?? [])].map((b: object) => ({ ...property, ...b }));
  return rules.flatMap(rule => {
    const each = [property, ...branches].map(variant => ruleDifferences([rule], kind, variant));
    return each.some(messages => messages.length === 0) ? [] : each[0];
  });
}

function ruleDifferences(rules: string[], kind: ReturnType<typeof kindOf>, property: Yaml): string[] {
  const out: string[] = [];
  for (const rule of rules) {
    const [name, arg] = rule.split('=');
    if (name === 'min' || name === 'max') {
      const key = BOUNDS[kind][name === 'min' ? 0 : 1];
      if (property?.[key] !== Number(arg)) out.push(`binding \`${rule}\` but ${key} is ${property?.[key] ?? 'not set'}`);
    } else if (name === 'len' && kind === 'string') {
      if (property?.minLength !== Number(arg) || property?.maxLength !== Number(arg))
        out.push(`binding \`${rule}\` but minLength/maxLength are ${property?.minLength ?? '-'}/${property?.maxLength ?? '-'}`);
    } else if (name === 'oneof') {
      const want = arg.split(' ').sort().join(', ');
      const have = Array.isArray(property?.enum)
        ? property.enum
            .filter((v: unknown) => v !== null)
            .map(String)
            .sort()
            .join(', ')
        : 'not set';
      if (want !== have) out.push(`binding \`${rule}\` but enum is ${have}`);
    } else if (name === 'email' && property?.format !== 'email') out.push(`binding \`email\` but format is ${property?.format ?? 'not set'}`);
    else if (name === 'url' && property?.format !== 'uri') out.push(`binding \`url\` but format is ${property?.format ?? 'not set'}`);
  }
  return out;
}

interface ApiSchemasInput {
  api: OpenApiDocument;
  specFile: string;
  index: GoIndex;
}

export function checkApiSchemas({ api, specFile, index }: ApiSchemasInput): Difference[] {
  const differences: Difference[] = [];
  const { doc } = api;
  const schemas: Record<string, Yaml> = doc.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    // Module packages keep their DTOs unexported (apikey.apiKeyCreateDto documents ApiKeyCreateDto).
    const dtos = index.structs.filter(isDtoFile);
    const exact = dtos.filter(s => s.name === name);
    const candidates = exact.length > 0 ? exact : dtos.filter(s => s.name[0].toUpperCase() + s.name.slice(1) === name);
    if (candidates.length !== 1) continue; // no DTO of that name, or an ambiguous one
    const struct = candidates[0];
    const fields = jsonFields(index, struct);
    const { properties, required } = flatten(doc, schema);
    if (Object.keys(properties).length === 0) continue; // a scalar or free-form schema
    const schemaLine = api.lineOf(schema);
    const isRequest = fields.some(f => f.field.tags.binding !== undefined);
    const goNames = new Set(fields.map(f => f.json));
    for (const { json, field, struct: owner } of fields) {
      const source = at(owner.file, field.line);
      const property = properties[json];
      if (!property) {
        differences.push({ check: 'api', message: `${name}.${json} is in the Go DTO but not in the schema`, site: at(specFile, schemaLine), source });
        continue;
      }
      if (!isRequest) continue;
      const site = at(specFile, api.lineOf(property) === 1 ? schemaLine : api.lineOf(property));
      const rules = (field.tags.binding ?? '').split(',').filter(Boolean);
      const dive = rules.indexOf('dive');
      const own = dive >= 0 ? rules.slice(0, dive) : rules;
      const item = dive >= 0 ? rules.slice(dive + 1) : [];
      // validator v10 skips `required` on a struct-typed field (Pocket ID does not enable
      // WithRequiredStructEnabled), so `ttl utils.JSONDuration binding:"required"` stays optional.
      const structTyped = !field.type.startsWith('*') && !field.type.startsWith('[]') && index.structs.some(s => s.name === bareTypeName(field.type));
      if (!structTyped && own.includes('required') !== required.has(json))
        differences.push({
          check: 'api',
          message: own.includes('required')
            ? `${name}.${json} is required by its binding but not in the schema's required list`
            : `${name}.${json} is in the schema's required list but its binding does not require it`,
          site,
          source,
        });
      const resolved = resolveRef(doc, property);
      for (const message of validationDifferences(own, kindOf(field.type), resolved))
        differences.push({ check: 'api', message: `${name}.${json}: ${message}`, site, source });
      for (const message of validationDifferences(item, kindOf(field.type.replace(/^\*?\[\]/, '')), resolveRef(doc, resolved?.items)))
        differences.push({ check: 'api', message: `${name}.${json} items: ${message}`, site, source });
    }
    for (const [json, property] of Object.entries(properties))
      if (!goNames.has(json))
        differences.push({
          check: 'api',
          message: `${name}.${json} is in the schema but not in the Go DTO`,
          site: at(specFile, api.lineOf(property) === 1 ? schemaLine : api.lineOf(property)),
          source: at(struct.file, struct.line),
        });
  }
  return differences;
}
