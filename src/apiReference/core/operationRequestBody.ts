/** An operation's request body, and the one body its code samples send. */
import type { SampleRequest } from './codeSamples';
import { isJsonMediaType } from './example';
import { derefObject, isObject, type JsonObject } from './jsonPointer';
import { withDescription, NESTED_MARKDOWN } from './markdown';
import { buildMediaTypes } from './mediaTypeModels';
import type { OperationContext } from './operationContext';
import { shortSampleBody } from './sampleBody';
import type { ApiRequestBody } from './types';

function pickBodyMedia(mediaTypes: string[]): string | null {
  return mediaTypes.find(m => isJsonMediaType(m) && m !== '*/*') ?? mediaTypes.find(m => /x-www-form-urlencoded|multipart\//i.test(m)) ?? mediaTypes[0] ?? null;
}

/** What an operation's body gives its code samples: the body they send, and the full example when that is cut short (sampleBody.ts). */
interface SampleBodies {
  sampleBody: SampleRequest['body'];
  /** The whole example, shown by "Full body"; null when `sampleBody` is the whole example. */
  fullSampleBody: SampleRequest['body'];
}

/** The request body model and the body the code samples send (JSON preferred, then forms). */
export function buildRequestBody(op: JsonObject, ctx: OperationContext, shown: Set<string>): { requestBody: ApiRequestBody | null } & SampleBodies {
  if (op.requestBody === undefined) return { requestBody: null, sampleBody: null, fullSampleBody: null };
  const body = derefObject(ctx.doc, op.requestBody);
  if (!body) {
    ctx.warnings.push(`${ctx.where}: request body cannot be resolved.`);
    return { requestBody: null, sampleBody: null, fullSampleBody: null };
  }
  const { models, examples } = buildMediaTypes(body.content, { doc: ctx.doc, direction: 'request', highlight: ctx.highlight, shown, pages: ctx.pages });
  const requestBody = { required: body.required === true, ...withDescription(body.description, NESTED_MARKDOWN), content: models };
  const chosen = pickBodyMedia(models.map(m => m.mediaType));
  if (!chosen) return { requestBody, sampleBody: null, fullSampleBody: null };
  const value = examples.has(chosen) ? examples.get(chosen) : {};
  const media = derefObject(ctx.doc, isObject(body.content) ? body.content[chosen] : null);
  const short = shortSampleBody(ctx.doc, media?.schema, value);
  const full = { mediaType: chosen, value };
  return short
    ? { requestBody, sampleBody: { mediaType: chosen, value: short }, fullSampleBody: full }
    : { requestBody, sampleBody: full, fullSampleBody: null };
}
