/** An operation's request body, and the one body its code samples send. */
import type { SampleRequest } from './codeSamples';
import { isJsonMediaType } from './example';
import { derefObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN } from './markdown';
import { buildMediaTypes } from './mediaTypeModels';
import type { OperationContext } from './operationContext';
import type { ApiRequestBody } from './types';

function pickBodyMedia(mediaTypes: string[]): string | null {
  return mediaTypes.find(m => isJsonMediaType(m) && m !== '*/*') ?? mediaTypes.find(m => /x-www-form-urlencoded|multipart\//i.test(m)) ?? mediaTypes[0] ?? null;
}

/** The request body model and the body the code samples send (JSON preferred, then forms). */
export function buildRequestBody(
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
  const requestBody = { required: body.required === true, ...withDescription(body.description, NESTED_MARKDOWN), content: models };
  const chosen = pickBodyMedia(models.map(m => m.mediaType));
  const sampleBody = chosen ? { mediaType: chosen, value: examples.has(chosen) ? examples.get(chosen) : {} } : null;
  return { requestBody, sampleBody };
}
