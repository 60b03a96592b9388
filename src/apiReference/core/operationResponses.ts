/** An operation's responses: status kind, description, headers and media types of each. */
import { valueText } from './documentValues';
import { isJsonMediaType } from './example';
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN, splitSummary } from './markdown';
import { buildMediaTypes } from './mediaTypeModels';
import type { OperationContext } from './operationContext';
import { parameterExample, parameterSchema } from './operationParameters';
import { buildSchemaTree } from './schemaTree';
import type { ApiResponse, ApiResponseHeader, ApiResponseKind } from './types';

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

/** Response headers, which OpenAPI describes like parameters. */
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
      ...withDescription(h.description, NESTED_MARKDOWN, tree),
      example: valueText(parameterExample(doc, h)),
    });
  }
  return out;
}

/** Response models in document order; `jsonResponse` tells the samples to ask for JSON. */
export function buildResponses(op: JsonObject, ctx: OperationContext, shown: Set<string>): { responses: ApiResponse[]; jsonResponse: boolean } {
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
      ...withDescription(res.description, NESTED_MARKDOWN),
      summary,
      detailsHtml: restHtml,
      headers: buildHeaders(ctx.doc, res.headers),
      content: models,
    });
  }
  return { responses, jsonResponse };
}
