/** Matching for the environment-variables filter box (pure). */

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

export function variableCountText(matches: number, query: string): string {
  if (!query.trim()) return '';
  if (matches === 0) return `No variable matches “${query.trim()}”.`;
  return `${matches} ${matches === 1 ? 'variable matches' : 'variables match'} “${query.trim()}”.`;
}
