/** Bundled OpenAPI document -> JSON-serialisable render model (`ApiModel`): walks the paths and tags; each operation is built by `buildOperation`. */
import { buildOperation } from './buildOperation';
import { externalDocs, nonEmptyString } from './documentValues';
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { markdownToHtml, NESTED_MARKDOWN } from './markdown';
import type { RawOperation } from './operationContext';
import { buildSchemaTree, describedLength } from './schemaTree';
import { SchemaPageRegistry, schemaTitle } from './schemaPages';
import { describeSecuritySchemes } from './security';
import { assignOperationSlugs, assignTagSlugs } from './slug';
import type { ApiInfo, ApiModel, ApiOperation, ApiSecurityScheme, ApiSchemaPage, ApiTag, HttpMethod } from './types';

export interface BuildApiModelOptions {
  /** Slugs already taken at the tag/operation URL level (besides tag slugs), e.g. an index page. */
  reservedSlugs?: string[];
  /** Highlight code samples and examples with highlight.js. Default true. */
  highlight?: boolean;
}

/** The fallback tag for operations without tags. */
const DEFAULT_TAG = { name: 'default', displayName: 'Other' } as const;

const METHODS: HttpMethod[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
    raw.map(r => ({ summary: nonEmptyString(r.op.summary), operationId: nonEmptyString(r.op.operationId), method: r.method, path: r.path })),
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
    displayName: (def && nonEmptyString(def['x-displayName'])) ?? (name === DEFAULT_TAG.name && !def ? DEFAULT_TAG.displayName : name),
    descriptionHtml: def ? markdownToHtml(def.description) : null,
    operationSlugs: operations.filter(o => o.tagSlugs.includes(slug)).map(o => o.slug),
    externalDocs: def ? externalDocs(def.externalDocs) : null,
  };
}

function buildInfo(doc: JsonObject, schemes: ApiSecurityScheme[]): ApiInfo {
  const info = isObject(doc.info) ? doc.info : {};
  const license = isObject(info.license) && typeof info.license.name === 'string' ? { name: info.license.name, url: nonEmptyString(info.license.url) } : null;
  const contact = isObject(info.contact)
    ? { name: nonEmptyString(info.contact.name), url: nonEmptyString(info.contact.url), email: nonEmptyString(info.contact.email) }
    : null;
  const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
  return {
    title: nonEmptyString(info.title) ?? 'API',
    version: String(info.version ?? ''),
    openapiVersion: String(doc.openapi ?? ''),
    summary: nonEmptyString(info.summary),
    descriptionHtml: markdownToHtml(info.description),
    servers: servers.filter(s => typeof s.url === 'string').map(s => ({ url: String(s.url), descriptionHtml: markdownToHtml(s.description, NESTED_MARKDOWN) })),
    securitySchemes: schemes,
    license,
    contact,
    termsOfService: nonEmptyString(info.termsOfService),
    externalDocs: externalDocs(doc.externalDocs),
  };
}
