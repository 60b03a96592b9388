/**
 * The text a result quotes: a window of a record's excerpt around its matched terms, with
 * the matches marked. Kept apart because it runs on shown results only, after ranking.
 * No DOM, no React.
 */
import { indexTokens } from './phrases';

interface Segment {
  text: string;
  mark: boolean;
}

/**
 * A window of `size` characters around the densest run of matched terms, split into
 * plain and marked segments (the caller renders marks as <mark>).
 */
export function excerpt(text: string, terms: string[], size = 180): Segment[] {
  const wanted = new Set(terms);
  const spans: { start: number; end: number }[] = [];
  let coveredUntil = -1;
  for (const token of indexTokens(text)) {
    if (token.start < coveredUntil) continue;
    if (wanted.has(token.term)) {
      spans.push({ start: token.start, end: token.end });
      if (token.identifier) coveredUntil = token.end;
    }
  }
  let from = 0;
  if (spans.length > 0) {
    let bestCount = 0;
    let bestStart = spans[0].start;
    let j = 0;
    for (let i = 0; i < spans.length; i++) {
      while (spans[j].start < spans[i].end - size) j += 1;
      const count = new Set(spans.slice(j, i + 1).map(s => text.slice(s.start, s.end).toLowerCase())).size * 10 + (i - j);
      if (count > bestCount) {
        bestCount = count;
        bestStart = spans[j].start;
      }
    }
    from = Math.max(0, bestStart - 40);
    // Start at a word boundary.
    if (from > 0) {
      const space = text.indexOf(' ', from);
      if (space >= 0 && space < bestStart) from = space + 1;
    }
  }
  // End at a word boundary too: an excerpt never stops inside a word.
  let to = Math.min(text.length, from + size);
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > from + size / 2) to = space;
  }
  const segments: Segment[] = [];
  if (from > 0) segments.push({ text: '…', mark: false });
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, at);
    const end = Math.min(span.end, to);
    if (start >= end) continue;
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < to) segments.push({ text: text.slice(at, to), mark: false });
  if (to < text.length) segments.push({ text: '…', mark: false });
  return segments;
}
