import { editDistance } from './fuzzy';

/**
 * "Did you mean …" for a mistyped address (pure): the site's pages whose address is
 * closest to it. A page counts when its last segment is a few typos away from the typed
 * one, or shares most of its words (`oidc-client` → `create-oidc-client`); pages under
 * the same folders rank first.
 */
export interface RouteSuggestion {
  route: string;
  title: string;
}

const segments = (path: string) =>
  path
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/\/index$/, '')
    .split('/')
    .filter(Boolean);

const words = (segment: string) => segment.split(/[-_.]+/).filter(Boolean);

export function suggestRoutes(typed: string, pages: readonly (readonly [string, string, ...unknown[]])[], limit = 3): RouteSuggestion[] {
  const want = segments(typed);
  const last = want.at(-1);
  if (!last) return [];
  const allowed = Math.max(2, Math.floor(last.length / 3));
  const wantWords = new Set(words(last));
  const scored: { route: string; title: string; score: number }[] = [];
  for (const [route, title] of pages) {
    const have = segments(route);
    const end = have.at(-1);
    if (!end) continue;
    const distance = editDistance(last, end, allowed);
    const shared = words(end).filter(word => wantWords.has(word)).length;
    const overlap = shared / Math.max(wantWords.size, words(end).length);
    if (distance > allowed && overlap < 0.5) continue;
    const sameFolders = want.slice(0, -1).filter((segment, index) => have[index] === segment).length;
    // Lower is better: typos count most, shared words and shared folders pull a page up.
    scored.push({ route, title, score: Math.min(distance, allowed + 1) - overlap * 2 - sameFolders * 0.5 });
  }
  return scored
    .sort((a, b) => a.score - b.score || a.route.length - b.route.length)
    .slice(0, limit)
    .map(({ route, title }) => ({ route, title }));
}
