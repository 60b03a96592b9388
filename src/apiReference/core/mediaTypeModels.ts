/** The media types of a request body or response: schema tree and example of each. */
import { exampleToText, mediaTypeExample } from './example';
import { highlightCode, languageForMediaType } from './highlight';
import { isObject, type JsonObject } from './jsonPointer';
import { buildRepeatNode } from './schemaNodes';
import type { SchemaPageRegistry } from './schemaPages';
import type { SchemaDirection } from './schemaResolve';
import { buildSchemaTree } from './schemaTree';
import type { ApiMediaType } from './types';

interface MediaTypeOptions {
  doc: JsonObject;
  direction: SchemaDirection;
  highlight: boolean;
  /** `direction|$ref` of the component schemas already expanded on the page. */
  shown: Set<string>;
  pages: SchemaPageRegistry;
}

/**
 * Builds media type models. `shown` holds `direction|$ref` of component schemas already expanded on
 * this operation's page: a repeat (same ErrorDto for 400/401/404, same DTO for JSON and form) gets a
 * `repeatOf` root node instead of a second full tree.
 */
export function buildMediaTypes(
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
