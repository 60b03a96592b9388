/** The class of an HTTP method badge (MethodBadge.tsx), which its style and the places that lay a badge out read. */
export const METHOD_BADGE = 'method-badge';
