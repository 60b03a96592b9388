/**
 * On an element whose example hosts stay as written (a sentence about the example host itself):
 * exampleHostMarks.ts leaves its text unmarked; src/apiReference/browser/apiOverviewComponents.tsx sets it.
 */
export const EXAMPLE_LITERAL = 'data-example-literal';
