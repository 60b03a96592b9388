/** Small readers of document values that the model builders share. */
import { isObject } from './jsonPointer';
import { markdownToHtml, NESTED_MARKDOWN } from './markdown';
import { jsonText } from './schemaResolve';
import type { ApiExternalDocs } from './types';

/** The value when it is a non-empty string, else null. */
export function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** An example or default as the text a page shows: strings as they are, anything else as JSON. */
export function valueText(value: unknown): string | null {
  if (value === undefined) return null;
  return typeof value === 'string' ? value : jsonText(value);
}

export function externalDocs(value: unknown): ApiExternalDocs | null {
  if (!isObject(value) || typeof value.url !== 'string') return null;
  return { url: value.url, descriptionHtml: markdownToHtml(value.description, NESTED_MARKDOWN) };
}
