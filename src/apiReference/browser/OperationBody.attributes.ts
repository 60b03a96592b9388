/**
 * Class of an operation's details column (OperationBody.tsx: description to responses),
 * whose blocks may render lazily (src/lib/lazyBlocks.ts).
 */
export const API_DETAILS = 'api-details';
