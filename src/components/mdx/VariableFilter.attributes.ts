/** The markup the variable filter shares with its behaviour (VariableFilter.tsx, ScrollTable.tsx, VariableFilter.behaviour.ts). */

/** Class of the filter box. */
export const VARIABLE_FILTER_BOX = 'variable-filter';
/** On the filter's field. */
export const VARIABLE_FILTER = 'data-variable-filter';
/** On the live region that announces the count. */
export const VARIABLE_COUNT = 'data-variable-count';
/** On a table of environment variables (set at build time by src/gatsby/mdx/rehypeVariableAnchors.ts). */
export const VARIABLE_TABLE = 'data-variable-table';
/** On a row or a body block the filter hides; the global sheet hides them (src/styles/global.ts says why there). */
export const VARIABLE_FILTERED_OUT = 'data-filtered-out';
/** On the filter box: what it filters, table rows of variables or the h3 entries of an index page (FilterItems). */
export const FILTER_ITEMS = 'data-filter-items';
export type FilterItems = 'variables' | 'messages';
