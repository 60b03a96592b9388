/**
 * Which section a page belongs to (the top-level sidebar category it is listed under) and
 * the reading order of all pages (the sidebar's), for llms.txt and the social cards.
 */
import type { SidebarItem } from '../lib/sidebar';

const DEFAULT_SECTION = 'Docs';

interface PageSections {
  sectionOf(route: string): string;
  /** Routes in sidebar order, then the rest sorted; each route once. */
  order(routes: string[]): string[];
}

function hrefsOf(item: SidebarItem): string[] {
  if (item.type === 'link') return [item.href];
  return [...(item.href ? [item.href] : []), ...item.items.flatMap(hrefsOf)];
}

/**
 * @param children pages the sidebar may leave out, by the route of the page they belong
 *   under (an API tag's operations: a large spec's sidebar lists its tags only); they take
 *   that page's section and follow it.
 */
export function pageSections(sidebar: SidebarItem[], children: Map<string, string[]> = new Map()): PageSections {
  const sections = new Map<string, string>();
  const sidebarOrder: string[] = [];
  for (const item of sidebar) {
    const section = item.type === 'category' ? item.label : DEFAULT_SECTION;
    for (const href of hrefsOf(item)) {
      for (const route of [href, ...(children.get(href) ?? [])]) {
        if (!sections.has(route)) sections.set(route, section);
        sidebarOrder.push(route);
      }
    }
  }
  return {
    sectionOf: route => sections.get(route) ?? DEFAULT_SECTION,
    order(routes) {
      const wanted = new Set(routes);
      const seen = new Set<string>();
      const out: string[] = [];
      const take = (route: string) => {
        if (wanted.has(route) && !seen.has(route)) {
          seen.add(route);
          out.push(route);
        }
      };
      ['/', '/docs/'].forEach(take);
      sidebarOrder.forEach(take);
      [...routes].sort().forEach(take);
      return out;
    },
  };
}
