/**
 * Ready-to-copy request samples, one file per language. Adding a language: its file beside
 * these, exporting a `SampleLanguage`, its line in `SAMPLE_LANGUAGES`, and its key in
 * `CodeSampleLanguage` (types.ts).
 */
import type { CodeSampleLanguage } from '../types';
import { curl } from './curl';
import { go } from './go';
import { javascript } from './javascript';
import type { SampleRequest } from './preparedRequest';
import { python } from './python';
import type { SampleLanguage } from './sampleLanguage';

export { curlSample } from './curl';
export { goSample } from './go';
export { javascriptSample } from './javascript';
export { pythonLiteral, pythonSample } from './python';
export { sampleUrl, type SampleRequest } from './preparedRequest';
export type { SampleLanguage } from './sampleLanguage';

/** The languages, in tab order. */
export const SAMPLE_LANGUAGES: SampleLanguage[] = [curl, javascript, python, go];

export interface CodeSample {
  lang: CodeSampleLanguage;
  label: string;
  /** highlight.js language name. */
  highlightLanguage: string;
  code: string;
}

/** A sample in every language, in tab order. */
export function buildCodeSamples(req: SampleRequest): CodeSample[] {
  return SAMPLE_LANGUAGES.map(({ lang, label, highlightLanguage, sample }) => ({ lang, label, highlightLanguage, code: sample(req) }));
}
