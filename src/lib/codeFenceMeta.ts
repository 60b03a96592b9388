/** What a code fence's meta string says: `title="…"` and highlighted lines `{1,3-5}`. */

export function parseHighlightedLines(meta: string): Set<number> {
  const lines = new Set<number>();
  const match = /\{([\d,\s-]+)\}/.exec(meta);
  if (!match) return lines;
  for (const part of match[1].split(',')) {
    const [start, end] = part
      .trim()
      .split('-')
      .map(n => parseInt(n, 10));
    if (Number.isNaN(start)) continue;
    for (let n = start; n <= (Number.isNaN(end) || end === undefined ? start : end); n++) lines.add(n);
  }
  return lines;
}

export function parseTitle(meta: string): string | null {
  const match = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  return match ? (match[1] ?? match[2] ?? match[3]) : null;
}
