/** One operation of the document -> `ApiOperation`: puts together its parameters, body, responses, auth and code samples. */
import { splitAccessNote } from './accessNote';
import { buildCodeSamples, type CodeSample, type SampleRequest } from './codeSamples';
import { externalDocs, nonEmptyString } from './documentValues';
import { highlightCode } from './highlight';
import { isObject, pathToPointer } from './jsonPointer';
import { withDescription, markdownToHtml, NESTED_MARKDOWN } from './markdown';
import type { OperationContext, RawOperation } from './operationContext';
import { buildParameterGroups } from './operationParameters';
import { buildRequestBody } from './operationRequestBody';
import { buildResponses } from './operationResponses';
import { sampleRequest } from './sampleRequest';
import { chooseSampleAuth, operationAuth } from './security';
import type { ApiOperation, ApiPathSegment } from './types';

/**
 * Splits `/api/users/{id}/avatar` into literal and `{param}` segments.
 * @internal Exported for its tests; production uses it in this file only.
 */
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

export function buildOperation(r: RawOperation, options: Omit<OperationContext, 'where'>): ApiOperation {
  const { op, method, path } = r;
  const id = `${method.toUpperCase()} ${path}`;
  const ctx: OperationContext = { ...options, where: `${id} (${pathToPointer(['paths', path, method])})` };
  const { doc } = ctx;

  const { groups, sampleValues } = buildParameterGroups(r, ctx);
  // Component schemas expanded once per page: the body and every response share the set.
  const shown = new Set<string>();
  const { requestBody, sampleBody, fullSampleBody } = buildRequestBody(op, ctx, shown);
  const { responses, jsonResponse } = buildResponses(op, ctx, shown);
  const { description, access } = splitAccessNote(op.description ?? r.pathItem.description);
  const auth = { ...operationAuth(doc, op, ctx.schemes), noteHtml: markdownToHtml(access, NESTED_MARKDOWN) };
  const samplesFor = (body: SampleRequest['body']) =>
    buildCodeSamples(sampleRequest({ method, path, groups, sampleValues, body, auth: chooseSampleAuth(auth, ctx.schemes), jsonResponse }));
  const html = (s: CodeSample) => (ctx.highlight ? highlightCode(s.code, s.highlightLanguage) : '');
  const full = fullSampleBody ? samplesFor(fullSampleBody) : null;
  const codeSamples = samplesFor(sampleBody).map((s, i) => ({
    ...s,
    html: html(s),
    full: full ? { html: html(full[i]) } : null,
  }));

  const serverList = Array.isArray(op.servers)
    ? op.servers
    : Array.isArray(r.pathItem.servers)
      ? r.pathItem.servers
      : Array.isArray(doc.servers)
        ? doc.servers
        : [];
  const summary = nonEmptyString(op.summary);
  const operationId = nonEmptyString(op.operationId);
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
    ...withDescription(description, { minHeadingLevel: 3 }),
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
