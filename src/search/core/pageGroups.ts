/**
 * How scored sections become the result list: hits grouped by page, pages with a section that
 * matches the whole query first, each page ranked by its best three sections, and a page of
 * another type moved into third place when the top three share one type. Kept apart from
 * scoring because it ranks pages, not records. No DOM, no React.
 */
import { DIVERSIFY_RATIO, SECOND_SECTION_SHARE, THIRD_SECTION_SHARE } from './ranking';
import type { SearchHit } from './scoring';
import type { SearchType } from './types';

export interface PageGroup {
  page: number;
  route: string;
  pageTitle: string;
  type: SearchType;
  method: string;
  score: number;
  /** A section of the page has every required word of the query. */
  full: boolean;
  hits: SearchHit[];
}

/**
 * Groups hits by page (hits come best first, full matches before partial ones). Pages with a
 * full match come first; among them, and among the rest, a page ranks by its best section plus
 * a little of its next two, so the page that keeps coming back to a term beats one passing mention.
 */
export function groupByPage(hits: SearchHit[], perPage = 3): PageGroup[] {
  const groups = new Map<number, PageGroup & { all: number[] }>();
  for (const hit of hits) {
    let group = groups.get(hit.page);
    if (!group)
      groups.set(
        hit.page,
        (group = {
          page: hit.page,
          route: hit.route,
          pageTitle: hit.pageTitle,
          type: hit.type,
          method: hit.method,
          score: 0,
          full: hit.full,
          hits: [],
          all: [],
        }),
      );
    if (group.hits.length < perPage) group.hits.push(hit);
    // A fully matching page ranks by its full sections only.
    if (group.all.length < 3 && hit.full === group.full) group.all.push(hit.score);
  }
  const result = Array.from(groups.values()).map(({ all, ...group }) => ({
    ...group,
    score: all[0] + SECOND_SECTION_SHARE * (all[1] ?? 0) + THIRD_SECTION_SHARE * (all[2] ?? 0),
  }));
  return diversify(result.sort((a, b) => Number(b.full) - Number(a.full) || b.score - a.score || a.page - b.page));
}

/**
 * When the first three pages are all of one type (say, three API operations), the best
 * page of another type (and as full a match as the third) that scores at least `ratio` of the leader takes third place: a
 * concept search should surface its guide next to the matching operations.
 */
function diversify<T extends { type: SearchType; score: number; full: boolean }>(groups: T[], ratio = DIVERSIFY_RATIO): T[] {
  if (groups.length < 4) return groups;
  const [first, second, third] = groups;
  if (first.type !== second.type || second.type !== third.type) return groups;
  // Never past the line between full and partial matches.
  const index = groups.findIndex((g, i) => i > 2 && g.type !== first.type && g.full === third.full);
  if (index === -1 || groups[index].score < first.score * ratio) return groups;
  const out = groups.slice();
  const [promoted] = out.splice(index, 1);
  out.splice(2, 0, promoted);
  return out;
}
