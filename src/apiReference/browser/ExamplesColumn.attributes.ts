/**
 * Class of an operation's examples column (ExamplesColumn.tsx: code samples and response
 * examples), whose sections may render lazily (src/lib/lazyBlocks.ts).
 */
export const API_EXAMPLES = 'api-examples';
