/** What a code sample language's file exports: its tab and the writer of its sample. */
import type { CodeSampleLanguage } from '../types';
import type { SampleRequest } from './preparedRequest';

export interface SampleLanguage {
  /** Stable key for the tabs (the choice persists across pages). */
  lang: CodeSampleLanguage;
  /** Tab label. */
  label: string;
  /** highlight.js language name (registered in src/lib/highlight.ts). */
  highlightLanguage: string;
  /** Writes the sample's code. */
  sample: (req: SampleRequest) => string;
}
