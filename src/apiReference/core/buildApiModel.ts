/** Bundled OpenAPI document -> JSON-serialisable render model (`ApiModel`). */
import { buildCodeSamples, type SampleRequest } from './codeSamples';
import { exampleToText, isJsonMediaType, mediaTypeExample, type ExampleDirection } from './example';
import { highlightCode, languageForMediaType } from './highlight';
import { derefObject, isObject, pathToPointer, type JsonObject } from './jsonPointer';
import { markdownToHtml, NESTED_MARKDOWN, splitSummary } from './markdown';
import { jsonText } from './schemaResolve';
import { buildRepeatNode, buildSchemaTree, describedLength } from './schemaTree';
import { SchemaPageRegistry, schemaTitle } from './schemaPages';
import { chooseSampleAuth, describeSecuritySchemes, operationAuth } from './security';
import { assignOperationSlugs, assignTagSlugs } from './slug';
import type {
  ApiExternalDocs,
  ApiInfo,
  ApiMediaType,
  ApiModel,
  ApiOperation,
  ApiParameter,
  ApiParameterGroups,
  ApiPathSegment,
  ApiRequestBody,
  ApiResponse,
  ApiResponseHeader,
  ApiResponseKind,
  ApiSecurityScheme,
  ApiSchemaPage,
  ApiTag,
  HttpMethod,
  ParameterLocation,
} from './types';

export interface BuildApiModelOptions {
  /** Slugs already taken at the tag/operation URL level (besides tag slugs), e.g. an index page. */
  reservedSlugs?: string[];
  /** Highlight code samples and examples with highlight.js. Default true. */
  highlight?: boolean;
}

/** The fallback tag for operations without tags. */
const DEFAULT_TAG = { name: 'default', displayName: 'Other' } as const;

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const LOCATIONS: ParameterLocation[] = ['path', 'query', 'header', 'cookie'];

interface RawOperation {
  method: HttpMethod;
  path: string;
  op: JsonObject;
  pathItem: JsonObject;
  tags: string[];
}

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function externalDocs(value: unknown): ApiExternalDocs | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  return { url: value.url, descriptionHtml: markdownToHtml(value.description, NESTED_MARKDOWN) };
}

/**
 * Builds the render model. `spec` is the bundled document (`LoadedSpec.document`).
 * Pure and synchronous; the result is plain JSON.
 */
export function buildApiModel(spec: JsonObject, options: BuildApiModelOptions = {}): ApiModel {
  const doc = spec;
  const warnings: string[] = [];
  const schemes = describeSecuritySchemes(doc);
  const raw = collectOperations(doc, warnings);
  const { tagNames, tagDefs } = orderTags(doc, raw, warnings);
  const reserved = options.reservedSlugs ?? [];

  // slugs come from the tag name (the stable identifier), "Other" for the fallback tag
  const tagSlugResult = assignTagSlugs(
    tagNames.map(n => (n === DEFAULT_TAG.name && !tagDefs.has(n) ? DEFAULT_TAG.displayName : n)),
    reserved,
  );
  warnings.push(...tagSlugResult.warnings);
  const tagSlugByName = new Map(tagNames.map((n, i) => [n, tagSlugResult.slugs[i]]));

  // operation slugs avoid the tag slugs, which share the same URL level
  const opSlugResult = assignOperationSlugs(
    raw.map(r => ({ summary: str(r.op.summary), operationId: str(r.op.operationId), method: r.method, path: r.path })),
    [...reserved, ...tagSlugResult.slugs],
  );
  warnings.push(...opSlugResult.warnings);

  const highlight = options.highlight !== false;
  const pages = new SchemaPageRegistry(ref => describedLength(doc, ref));
  const operations: ApiOperation[] = raw.map((r, i) =>
    buildOperation(r, { doc, slug: opSlugResult.slugs[i], tagSlugByName, schemes, highlight, warnings, pages }),
  );
  const tags = tagNames.map((name, i) => buildTag({ name, slug: tagSlugResult.slugs[i], def: tagDefs.get(name), operations }));
  return { info: buildInfo(doc, schemes), tags, operations, schemas: buildSchemaPages(doc, pages), warnings };
}

/**
 * A page for each component schema that a tree links to. A page's own tree may link further
 * components, which get pages too. A page has room for more than a tree inside an operation.
 */
function buildSchemaPages(doc: JsonObject, pages: SchemaPageRegistry): ApiSchemaPage[] {
  const out: ApiSchemaPage[] = [];
  for (let linked = pages.linked(); out.length < linked.length; linked = pages.linked()) {
    const { ref, name, slug } = linked[out.length];
    const tree = buildSchemaTree(doc, { $ref: ref }, { direction: 'both', pages, pageOf: ref, maxNodes: 400, maxText: 40_000 });
    if (tree) out.push({ name, title: schemaTitle(name), slug, tree });
  }
  return out;
}

/** Every operation of every path item, in document order, with its tags de-duplicated. */
function collectOperations(doc: JsonObject, warnings: string[]): RawOperation[] {
  const raw: RawOperation[] = [];
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, itemRef] of Object.entries(paths)) {
    const pathItem = derefObject(doc, itemRef);
    if (!pathItem) {
      warnings.push(`Path ${path}: cannot resolve the path item; skipped.`);
      continue;
    }
    for (const key of Object.keys(pathItem)) {
      const method = key.toLowerCase() as HttpMethod;
      if (!METHODS.includes(method) || !isObject(pathItem[key])) continue;
      const op = pathItem[key] as JsonObject;
      const tags = Array.isArray(op.tags) ? op.tags.filter((t): t is string => typeof t === 'string' && t !== '') : [];
      raw.push({ method, path, op, pathItem, tags: [...new Set(tags)] });
    }
  }
  if (isObject(doc.webhooks) && Object.keys(doc.webhooks).length) {
    warnings.push(`The document declares ${Object.keys(doc.webhooks).length} webhook(s); webhooks are not rendered.`);
  }
  return raw;
}

/**
 * The tags that get a page: declared ones in declared order, then undeclared ones in order of first
 * use, then the fallback tag, which untagged operations (`raw` is updated) are given.
 */
function orderTags(doc: JsonObject, raw: RawOperation[], warnings: string[]): { tagNames: string[]; tagDefs: Map<string, JsonObject> } {
  const declared = Array.isArray(doc.tags) ? doc.tags.filter(isObject) : [];
  const tagDefs = new Map<string, JsonObject>();
  for (const t of declared) if (typeof t.name === 'string' && !tagDefs.has(t.name)) tagDefs.set(t.name, t);
  const usedTagNames = new Set(raw.flatMap(r => r.tags));
  const tagNames = [...tagDefs.keys()].filter(n => usedTagNames.has(n));
  for (const r of raw) for (const t of r.tags) if (!tagNames.includes(t)) tagNames.push(t);
  const needsDefault = raw.some(r => r.tags.length === 0);
  if (needsDefault && !tagNames.includes(DEFAULT_TAG.name)) tagNames.push(DEFAULT_TAG.name);
  for (const r of raw) if (!r.tags.length) r.tags = [DEFAULT_TAG.name];
  for (const name of tagDefs.keys()) {
    if (!usedTagNames.has(name)) warnings.push(`Tag "${name}" has no operations; no page is created for it.`);
  }
  return { tagNames, tagDefs };
}

interface TagParts {
  name: string;
  slug: string;
  /** The tag's declaration in the document, when it has one. */
  def: JsonObject | undefined;
  operations: ApiOperation[];
}

function buildTag({ name, slug, def, operations }: TagParts): ApiTag {
  return {
    name,
    slug,
    displayName: (def && str(def['x-displayName'])) ?? (name === DEFAULT_TAG.name && !def ? DEFAULT_TAG.displayName : name),
    descriptionHtml: def ? markdownToHtml(def.description) : null,
    operationSlugs: operations.filter(o => o.tagSlugs.includes(slug)).map(o => o.slug),
    externalDocs: def ? externalDocs(def.externalDocs) : null,
  };
}

function buildInfo(doc: JsonObject, schemes: ApiSecurityScheme[]): ApiInfo {
  const info = isObject(doc.info) ? doc.info : {};
  const license = isObject(info.license) && typeof info.license.name === 'string' ? { name: info.license.name, url: str(info.license.url) } : null;
  const contact = isObject(info.contact) ? { name: str(info.contact.name), url: str(info.contact.url), email: str(info.contact.email) } : null;
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
  return {
    title: str(info.title) ?? 'API',
    version: String(info.version ?? ''),
    openapiVersion: String(doc.openapi ?? ''),
    summary: str(info.summary),
    descriptionHtml: markdownToHtml(info.description),
    servers: servers.filter(s => typeof s.url === 'string').map(s => ({ url: String(s.url), descriptionHtml: markdownToHtml(s.description, NESTED_MARKDOWN) })),
    securitySchemes: schemes,
    license,
    contact,
    termsOfService: str(info.termsOfService),
    externalDocs: externalDocs(doc.externalDocs),
  };
}

/** Splits `/api/users/{id}/avatar` into literal and `{param}` segments. */
export function splitPath(path: string): ApiPathSegment[] {
  const segments: ApiPathSegment[] = [];
  const re = /\{[^{}]+\}/g;
  let last = 0;
  for (let m = re.exec(path); m; m = re.exec(path)) {
    if (m.index > last) segments.push({ text: path.slice(last, m.index), param: false });
    segments.push({ text: m[0], param: true });
    last = m.index + m[0].length;
  }
  if (last < path.length) segments.push({ text: path.slice(last), param: false });
  return segments;
}

function responseKind(status: string): ApiResponseKind {
  if (status === 'default') return 'default';
  switch (status[0]) {
    case '1':
      return 'info';
    case '2':
      return 'success';
    case '3':
      return 'redirect';
    case '4':
      return 'client-error';
    case '5':
      return 'server-error';
    default:
      return 'default';
  }
}

function valueText(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : jsonText(value);
}

/** Example value of a parameter or header: own `example`, first `examples`, else the schema's. */
function parameterExample(doc: JsonObject, p: JsonObject): unknown {
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

function parameterSchema(p: JsonObject): unknown {
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
    descriptionHtml: markdownToHtml(p.description, NESTED_MARKDOWN) ?? tree?.descriptionHtml ?? null,
    example: valueText(parameterExample(doc, p)),
    style,
    schema: structured ? tree : null,
  };
}

/**
 * Builds media type models. `shown` holds `direction|$ref` of component schemas already expanded on
 * this operation's page: a repeat (same ErrorDto for 400/401/404, same DTO for JSON and form) gets a
 * `repeatOf` root node instead of a second full tree.
 */
interface MediaTypeOptions {
  doc: JsonObject;
  direction: ExampleDirection;
  highlight: boolean;
  /** `direction|$ref` of the component schemas already expanded on the page. */
  shown: Set<string>;
  pages: SchemaPageRegistry;
}

function buildMediaTypes(
  content: unknown,
  { doc, direction, highlight, shown, pages }: MediaTypeOptions,
): { models: ApiMediaType[]; examples: Map<string, unknown> } {
  const models: ApiMediaType[] = [];
  const examples = new Map<string, unknown>();
  if (!isObject(content)) return { models, examples };
  const sameBody = new Map<string, ApiMediaType>();
  for (const [mediaType, mediaRaw] of Object.entries(content)) {
    const media = isObject(mediaRaw) ? mediaRaw : {};
    const ex = mediaTypeExample(doc, media, direction);
    const text = ex ? exampleToText(ex.value, mediaType) : null;
    if (ex) examples.set(mediaType, ex.value);
    const bodyKey = `${JSON.stringify(media.schema ?? null)}\u0000${text ?? ''}`;
    const same = sameBody.get(bodyKey);
    if (same) {
      same.alsoAs.push(mediaType);
      continue;
    }
    const ref = isObject(media.schema) && typeof media.schema.$ref === 'string' ? `${direction}|${media.schema.$ref}` : null;
    const repeat = ref !== null && shown.has(ref);
    const schema = repeat ? buildRepeatNode(doc, media.schema) : buildSchemaTree(doc, media.schema, { direction, pages });
    if (ref !== null) shown.add(ref);
    const model: ApiMediaType = {
      mediaType,
      alsoAs: [],
      schema,
      example: text,
      exampleHtml: text !== null && highlight ? highlightCode(text, languageForMediaType(mediaType)) : null,
      exampleSource: ex ? ex.source : null,
    };
    sameBody.set(bodyKey, model);
    models.push(model);
  }
  return { models, examples };
}

function buildHeaders(doc: JsonObject, headers: unknown): ApiResponseHeader[] {
  if (!isObject(headers)) return [];
  const out: ApiResponseHeader[] = [];
  for (const [name, raw] of Object.entries(headers)) {
    if (name.toLowerCase() === 'content-type') continue; // ignored by OpenAPI
    const h = derefObject(doc, raw);
    if (!h) continue;
    const tree = buildSchemaTree(doc, parameterSchema(h) ?? {}, { direction: 'response', maxDepth: 4 });
    out.push({
      name,
      required: h.required === true,
      deprecated: h.deprecated === true,
      typeLabel: tree?.typeLabel ?? 'any',
      descriptionHtml: markdownToHtml(h.description, NESTED_MARKDOWN) ?? tree?.descriptionHtml ?? null,
      example: valueText(parameterExample(doc, h)),
    });
  }
  return out;
}

function pickBodyMedia(mediaTypes: string[]): string | null {
  return mediaTypes.find(m => isJsonMediaType(m) && m !== '*/*') ?? mediaTypes.find(m => /x-www-form-urlencoded|multipart\//i.test(m)) ?? mediaTypes[0] ?? null;
}

/** What building one operation needs besides the operation itself. */
interface OperationContext {
  doc: JsonObject;
  /** The operation's page slug. */
  slug: string;
  tagSlugByName: Map<string, string>;
  schemes: ApiSecurityScheme[];
  highlight: boolean;
  /** Collects problems found in the document; the build reports them. */
  warnings: string[];
  /** `METHOD /path (#/paths/...)`, naming the operation in warnings. */
  where: string;
  /** Component schemas shown on pages of their own. */
  pages: SchemaPageRegistry;
}

function buildOperation(r: RawOperation, options: Omit<OperationContext, 'where'>): ApiOperation {
  const { op, method, path } = r;
  const id = `${method.toUpperCase()} ${path}`;
  const ctx: OperationContext = { ...options, where: `${id} (${pathToPointer(['paths', path, method])})` };
  const { doc } = ctx;

  const { groups, sampleValues } = buildParameterGroups(r, ctx);
  // Component schemas expanded once per page: the body and every response share the set.
  const shown = new Set<string>();
  const { requestBody, sampleBody } = buildRequestBody(op, ctx, shown);
  const { responses, jsonResponse } = buildResponses(op, ctx, shown);
  const { description, access } = splitAccessNote(op.description ?? r.pathItem.description);
  const auth = { ...operationAuth(doc, op, ctx.schemes), noteHtml: markdownToHtml(access, NESTED_MARKDOWN) };
  const sample = sampleRequest({ method, path, groups, sampleValues, body: sampleBody, auth: chooseSampleAuth(auth, ctx.schemes), jsonResponse });
  const codeSamples = buildCodeSamples(sample).map(s => ({
    ...s,
    html: ctx.highlight ? highlightCode(s.code, s.highlightLanguage) : '',
  }));

  const serverList = Array.isArray(op.servers)
    ? op.servers
    : Array.isArray(r.pathItem.servers)
      ? r.pathItem.servers
      : Array.isArray(doc.servers)
        ? doc.servers
        : [];
  const summary = str(op.summary);
  const operationId = str(op.operationId);
  const tagSlugs = r.tags.map(t => ctx.tagSlugByName.get(t)).filter((s): s is string => typeof s === 'string');
  return {
    id,
    operationId,
    method,
    path,
    pathSegments: splitPath(path),
    slug: ctx.slug,
    tagSlug: tagSlugs[0],
    tagSlugs,
    summary,
    title: summary ?? operationId ?? id,
    descriptionHtml: markdownToHtml(description, { minHeadingLevel: 3 }),
    deprecated: op.deprecated === true,
    auth,
    parameters: groups,
    requestBody,
    responses,
    codeSamples,
    servers: serverList
      .filter(isObject)
      .map(s => String(s.url ?? ''))
      .filter(Boolean),
    externalDocs: externalDocs(op.externalDocs),
  };
}

const ACCESS_LABEL = /^\s*\*\*Access:\*\*\s*/;

/**
 * Separates a description's "**Access:**" paragraph (the spec's prose on who may call the
 * operation) from the rest, so the page shows it in the Authentication section only. The
 * note starts with a capital letter once its label is gone.
 */
export function splitAccessNote(markdown: unknown): { description: unknown; access: string | null } {
  if (typeof markdown !== 'string') return { description: markdown, access: null };
  const paragraphs = markdown.split(/\n[ \t]*\n/);
  const index = paragraphs.findIndex(p => ACCESS_LABEL.test(p));
  if (index < 0) return { description: markdown, access: null };
  const note = paragraphs[index].replace(ACCESS_LABEL, '');
  const rest = paragraphs.filter((_, i) => i !== index).join('\n\n');
  return { description: rest.trim() === '' ? null : rest, access: note.charAt(0).toUpperCase() + note.slice(1) };
}

/** Example values of parameters by `in:name`, for the code samples. */
type SampleValues = Map<string, unknown>;

/** Path- and operation-level parameters by location, with a warning for each path template mismatch. */
function buildParameterGroups(r: RawOperation, ctx: OperationContext): { groups: ApiParameterGroups; sampleValues: SampleValues } {
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

/** The request body model and the body the code samples send (JSON preferred, then forms). */
function buildRequestBody(
  op: JsonObject,
  ctx: OperationContext,
  shown: Set<string>,
): { requestBody: ApiRequestBody | null; sampleBody: SampleRequest['body'] } {
  if (op.requestBody === undefined) return { requestBody: null, sampleBody: null };
  const body = derefObject(ctx.doc, op.requestBody);
  if (!body) {
    ctx.warnings.push(`${ctx.where}: request body cannot be resolved.`);
    return { requestBody: null, sampleBody: null };
  }
  const { models, examples } = buildMediaTypes(body.content, { doc: ctx.doc, direction: 'request', highlight: ctx.highlight, shown, pages: ctx.pages });
  const requestBody = { required: body.required === true, descriptionHtml: markdownToHtml(body.description, NESTED_MARKDOWN), content: models };
  const chosen = pickBodyMedia(models.map(m => m.mediaType));
  const sampleBody = chosen ? { mediaType: chosen, value: examples.has(chosen) ? examples.get(chosen) : {} } : null;
  return { requestBody, sampleBody };
}

/** Response models in document order; `jsonResponse` tells the samples to ask for JSON. */
function buildResponses(op: JsonObject, ctx: OperationContext, shown: Set<string>): { responses: ApiResponse[]; jsonResponse: boolean } {
  const responses: ApiResponse[] = [];
  let jsonResponse = false;
  if (!isObject(op.responses)) return { responses, jsonResponse };
  for (const [status, rawResponse] of Object.entries(op.responses)) {
    const res = derefObject(ctx.doc, rawResponse);
    if (!res) {
      ctx.warnings.push(`${ctx.where}: response ${status} cannot be resolved.`);
      continue;
    }
    const { models } = buildMediaTypes(res.content, { doc: ctx.doc, direction: 'response', highlight: ctx.highlight, shown, pages: ctx.pages });
    const kind = responseKind(status);
    if (kind === 'success' && models.some(m => isJsonMediaType(m.mediaType))) jsonResponse = true;
    const { summary, restHtml } = splitSummary(res.description, NESTED_MARKDOWN);
    responses.push({
      status,
      kind,
      descriptionHtml: markdownToHtml(res.description, NESTED_MARKDOWN),
      summary,
      detailsHtml: restHtml,
      headers: buildHeaders(ctx.doc, res.headers),
      content: models,
    });
  }
  return { responses, jsonResponse };
}

interface SampleRequestParts {
  method: HttpMethod;
  path: string;
  groups: ApiParameterGroups;
  sampleValues: SampleValues;
  body: SampleRequest['body'];
  auth: SampleRequest['auth'];
  jsonResponse: boolean;
}

/** The request the code samples show: required parameters filled with examples, defaults or placeholders. */
function sampleRequest({ method, path, groups, sampleValues, body, auth, jsonResponse }: SampleRequestParts): SampleRequest {
  const filled = (loc: ParameterLocation, p: ApiParameter): string => {
    const v = sampleValues.get(`${loc}:${p.name}`);
    if (v !== undefined && v !== null) return typeof v === 'string' ? v : JSON.stringify(v);
    if (p.defaultValue !== null) return valueText(JSON.parse(p.defaultValue)) ?? `<${p.name}>`;
    if (p.enumValues && p.enumValues.length) return valueText(JSON.parse(p.enumValues[0])) ?? `<${p.name}>`;
    return `<${p.name}>`;
  };
  return {
    method,
    path,
    pathParams: groups.path.map(p => {
      const v = sampleValues.get(`path:${p.name}`);
      return { name: p.name, value: v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v) };
    }),
    query: groups.query.filter(p => p.required).map(p => ({ name: p.name, value: filled('query', p) })),
    headers: groups.header
      .filter(p => p.required && !['authorization', 'content-type', 'accept'].includes(p.name.toLowerCase()))
      .map(p => ({ name: p.name, value: filled('header', p) })),
    cookies: groups.cookie.filter(p => p.required).map(p => ({ name: p.name, value: filled('cookie', p) })),
    body,
    auth,
    jsonResponse,
  };
}
