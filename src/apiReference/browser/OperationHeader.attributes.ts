/** The markup an operation header shares with the search extractor (OperationHeader.tsx, src/search/build/extract.ts). */

/** The operation's HTTP method, upper case. */
export const OPERATION_METHOD = 'data-search-api-method';
/** The operation's path as the spec writes it. */
export const OPERATION_PATH = 'data-search-api-path';
