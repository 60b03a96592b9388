/** Matching for the filter box of the environment variables and the error messages (pure). */

/** Lower case, and underscores, dashes and spaces dropped: "smtp host" finds SMTP_HOST. */
const foldVariableText = (text: string) => text.toLowerCase().replace(/[\s_-]+/g, '');

/** True when every word of the query occurs in the row's text (name, default or description). */
export function variableRowMatches(rowText: string, query: string): boolean {
  const haystack = foldVariableText(rowText);
  return query
    .split(/\s+/)
    .filter(Boolean)
    .every(word => haystack.includes(foldVariableText(word)));
}

/** The filter's announcement: how many rows (`variables`) or index entries (`messages`) match. */
export function variableCountText(matches: number, query: string, items: 'variables' | 'messages' = 'variables'): string {
  if (!query.trim()) return '';
  const [one, many] = items === 'messages' ? ['message', 'messages'] : ['variable', 'variables'];
  if (matches === 0) return `No ${one} matches “${query.trim()}”.`;
  return `${matches} ${matches === 1 ? `${one} matches` : `${many} match`} “${query.trim()}”.`;
}
