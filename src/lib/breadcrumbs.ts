/** Breadcrumb trails from the sidebar tree (pure: the page and its structured data share it). */
import { containsRoute, flattenSidebar, SidebarItem } from './sidebar';

export interface Crumb {
  label: string;
  /** The category's own page, if it has one. */
  href: string | null;
}

/**
 * The sidebar categories that contain `route`, outermost first. A category whose own page
 * is `route` is the page itself, not an ancestor, so the trail stops above it.
 */
export function breadcrumbTrail(items: SidebarItem[], route: string): Crumb[] {
  const trail: Crumb[] = [];
  let level = items;
  for (;;) {
    const category = level.find(item => item.type === 'category' && item.href !== route && containsRoute(item, route));
    if (!category || category.type !== 'category') return trail;
    trail.push({ label: category.label, href: category.href ?? null });
    level = category.items;
  }
}

/** The trail of a page the sidebar leaves out, shown under `parent` (a schema page under the API overview). */
export function breadcrumbTrailUnder(items: SidebarItem[], parent: string): Crumb[] {
  const link = flattenSidebar(items).find(item => item.href === parent);
  return link ? [...breadcrumbTrail(items, parent), { label: link.label, href: link.href }] : [];
}

/** The innermost section a page belongs to (the pager shows it), or null for top-level pages. */
export function sectionLabel(items: SidebarItem[], route: string): string | null {
  const trail = breadcrumbTrail(items, route);
  return trail.length > 0 ? trail[trail.length - 1].label : null;
}

interface BreadcrumbListItem {
  '@type': 'ListItem';
  position: number;
  name: string;
  item?: string;
}

/** schema.org BreadcrumbList for a trail ending at the current page (which has no link). */
export function breadcrumbJsonLd(crumbs: { label: string; url: string | null }[]): {
  '@context': string;
  '@type': string;
  itemListElement: BreadcrumbListItem[];
} {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.url ? { item: crumb.url } : {}),
    })),
  };
}

/** JSON for an inline <script type="application/ld+json">: `<` is escaped so no text can close the element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
