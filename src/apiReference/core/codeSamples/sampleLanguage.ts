/** What a code sample language's file exports: its tab and the writer of its sample. */
import type { SampleRequest } from './preparedRequest';

/** `Lang` is the language's key as a literal type, so the list of languages gives the union of keys. */
export interface SampleLanguage<Lang extends string = string> {
  /** Stable key for the tabs (the choice persists across pages). */
  lang: Lang;
  /** Tab label. */
  label: string;
  /** highlight.js language name (registered in src/lib/highlight.ts). */
  highlightLanguage: string;
  /** Writes the sample's code. */
  sample: (req: SampleRequest) => string;
}
