export interface Heading {
  depth: number;
  value: string;
  id: string;
}

/** Plain text of a Markdown heading: inline code, emphasis and links reduced to their text. */
export function headingText(markdown: string): string {
  // Backslash-escaped characters are literal text: hide them from the emphasis/code rules.
  const escaped: string[] = [];
  return (
    markdown
      .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, (_m, char: string) => `\u0000${escaped.push(char) - 1}\u0000`)
      .replace(/\s+#+\s*$/, '')
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`([^`]*)`/g, '$1')
      .replace(/\*\*(.+?)\*\*/g, '$1')
      .replace(/\*(.+?)\*/g, '$1')
      // Underscores only emphasise at word edges (snake_case identifiers stay intact).
      .replace(/(^|[^\w])__(.+?)__(?=[^\w]|$)/g, '$1$2')
      .replace(/(^|[^\w])_(.+?)_(?=[^\w]|$)/g, '$1$2')
      .replace(/<[^>]+>/g, '')
      // NUL-delimited placeholders mark code spans set aside above; no heading text contains NUL.
      // eslint-disable-next-line no-control-regex
      .replace(/\u0000(\d+)\u0000/g, (_m, index: string) => escaped[Number(index)])
      .trim()
  );
}

/**
 * ATX headings of an MDX body outside fenced code, with ids from the same slugger the
 * renderer uses (passed in, so this stays free of ESM-only imports).
 */
export function extractHeadings(body: string, slug: (text: string) => string, maxDepth = 6): Heading[] {
  const headings: Heading[] = [];
  let fence: string | null = null;
  for (const line of body.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1][0];
      else if (fenceMatch[1][0] === fence) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const match = /^\s{0,3}(#{1,6})\s+(.+)$/.exec(line);
    if (!match || match[1].length > maxDepth) continue;
    const value = headingText(match[2]);
    headings.push({ depth: match[1].length, value, id: slug(value) });
  }
  return headings;
}
