/** Shapes of the search index, shared by the build (src/search/build) and the browser engine. */

export type SearchType = 'docs' | 'client' | 'api';

export const TYPE_LABELS: Record<SearchType, string> = { docs: 'Docs', client: 'Client example', api: 'API' };

/** Weighted text of one record; every field is optional. */
export interface RecordFields {
  /** Page title (h1). */
  title?: string;
  /** Section heading (h2/h3) or operation summary. */
  heading?: string;
  /** Identifiers a section defines: code in a table's first column, in a <dt>, in a heading. */
  def?: string;
  /** Other inline and block code. */
  code?: string;
  /** API operation path and method. */
  path?: string;
  /** Everything a reader sees (also the excerpt source). */
  body?: string;
}

/** One searchable unit: the intro of a page, one of its h2/h3 sections, or one API operation. */
export interface SearchRecord {
  route: string;
  /** Heading id the result lands on ('' for the top of the page). */
  anchor: string;
  pageTitle: string;
  heading: string;
  type: SearchType;
  method?: string;
  path?: string;
  fields: RecordFields;
  /** What a result quotes: the section's prose (paragraphs and list items, not tables or code blocks), when it has any. */
  excerpt?: string;
  /**
   * Found only by a query naming the whole identifier (an environment variable's own row):
   * such a query lands on the row, while word queries rank the sections as before.
   */
  identifierOnly?: boolean;
  /** A troubleshooting section: on a page under /docs/troubleshooting/ or under a "Troubleshoot …" heading. */
  troubleshooting?: boolean;
}

/** search/manifest.json: pages, and where dictionary parts, records, shards, chunks and bulk parts start. */
export interface Manifest {
  v: 4;
  /** Folder (content hash) the shard files live in, below the manifest's folder. */
  base: string;
  /** [route, title, type, method] per page (method for API operation pages, else ''). */
  pages: [string, string, SearchType, string][];
  /** First record id of each page (records are stored page by page). */
  pageStarts: number[];
  /** Number of records. */
  records: number;
  /** Number of terms in the sorted vocabulary (a term's id is its position). */
  termCount: number;
  /**
   * The vocabulary lives in dictionary parts (`d<n>.json`, newline-separated terms) cut
   * from the sorted list: `dict[n]` is the first term of part n, `dictStarts[n]` its id.
   * A query loads only the parts its own prefix (or, for typos, first letter) falls in.
   */
  dict: string[];
  dictStarts: number[];
  /** Index into the vocabulary where each postings shard starts. */
  shards: number[];
  /** First record id of each text chunk. */
  chunks: number[];
  /**
   * The whole index again in a few large parts, loaded in the background once the reader
   * has searched, so later queries answer from memory: `p<n>.json` holds the terms and
   * postings from term `postingParts[n]` on, `w<n>.json` the details of records from `textParts[n]` on.
   */
  postingParts: number[];
  textParts: number[];
  /** Records a query finds only when it names their whole identifier (environment-variable rows). */
  identifierOnly?: number[];
  /** Troubleshooting records, ranked higher for a query that names a symptom. */
  troubleshooting?: number[];
}

/** search/<base>/t<n>.json: for each term of the file, [record, score, recordDelta, score, ...]. */
export type PostingsShard = number[][];

/** search/<base>/d<n>.json: the terms of one dictionary part, newline separated. */
export type DictionaryPart = string;

/** search/<base>/p<n>.json: the part's terms (newline separated) and their postings lists. */
export type PostingsPart = [string, number[][]];

/** What a result shows: [anchor, heading, excerpt text, method, path]. */
export type RecordDetails = [string, string, string, string, string];

/** search/<base>/x<n>.json and w<n>.json: details of consecutive records from the file's first record on. */
export type TextChunk = RecordDetails[];
