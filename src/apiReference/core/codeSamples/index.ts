/**
 * Ready-to-copy request samples, one file per language. Adding a language: its file beside
 * these, exporting a `SampleLanguage` with its key, and its line in `SAMPLE_LANGUAGES`.
 */
import { curl } from './curl';
import { go } from './go';
import { javascript } from './javascript';
import type { SampleRequest } from './preparedRequest';
import { python } from './python';
import type { SampleLanguage } from './sampleLanguage';

export type { SampleRequest } from './preparedRequest';

/**
 * The languages, in tab order.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const SAMPLE_LANGUAGES = [curl, javascript, python, go] as const;

/** A language's key: "curl", "javascript", ... (one per entry of `SAMPLE_LANGUAGES`). */
type CodeSampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['lang'];

/** A language's tab with its sample written. */
export type CodeSample = Omit<SampleLanguage<CodeSampleLanguage>, 'sample'> & {
  /** Plain code (for the copy button). */
  code: string;
};

/** A sample in every language, in tab order. */
export function buildCodeSamples(req: SampleRequest): CodeSample[] {
  return SAMPLE_LANGUAGES.map(({ lang, label, highlightLanguage, sample }) => ({ lang, label, highlightLanguage, code: sample(req) }));
}
