/** Sidebar tree, derived from content folders and frontmatter ordering (pure, serialisable). */
export interface SidebarLink {
  type: 'link';
  label: string;
  href: string;
  /** HTTP method badge for API operations. */
  method?: string | null;
  draft?: boolean;
}

export interface SidebarCategory {
  type: 'category';
  label: string;
  /** Optional page the category label links to (an index or overview). */
  href?: string | null;
  items: SidebarItem[];
}

export type SidebarItem = SidebarLink | SidebarCategory;

export interface SidebarDoc {
  route: string;
  /** Folder below content/docs ('' for top-level docs). */
  directory: string;
  fileName: string;
  title: string;
  sidebarLabel?: string | null;
  sidebarPosition?: number | null;
  draft?: boolean | null;
}

export interface SidebarCategoryMeta {
  directory: string;
  label: string;
  position?: number | null;
  /** Route the category label links to, if any. */
  href?: string | null;
}

/** A generated section (client examples, API) placed among the folder categories. */
export interface GeneratedSection {
  position: number;
  category: SidebarCategory;
}

interface Ordered<T> {
  position: number;
  sortKey: string;
  item: T;
}

function byPosition<T>(a: Ordered<T>, b: Ordered<T>): number {
  if (a.position !== b.position) return a.position - b.position;
  return a.sortKey.localeCompare(b.sortKey, 'en');
}

const UNPOSITIONED = Number.MAX_SAFE_INTEGER;

function titleCase(directory: string): string {
  const last = directory.split('/').pop() ?? directory;
  return last.replace(/[-_]+/g, ' ').replace(/^\w/, c => c.toUpperCase());
}

/**
 * Builds the docs sidebar: top-level docs and one category per folder, each ordered by
 * `sidebar_position` (then file name), with generated sections slotted in by position.
 */
export function buildSidebar(docs: SidebarDoc[], categories: SidebarCategoryMeta[], generated: GeneratedSection[] = []): SidebarItem[] {
  const categoryMeta = new Map(categories.map(c => [c.directory, c]));
  const byDirectory = new Map<string, Ordered<SidebarItem>[]>();
  const top: Ordered<SidebarItem>[] = [];

  for (const doc of docs) {
    const entry: Ordered<SidebarItem> = {
      position: doc.sidebarPosition ?? UNPOSITIONED,
      sortKey: doc.fileName,
      item: { type: 'link', label: doc.sidebarLabel || doc.title, href: doc.route, ...(doc.draft ? { draft: true } : {}) },
    };
    if (!doc.directory) top.push(entry);
    else {
      const list = byDirectory.get(doc.directory) ?? [];
      list.push(entry);
      byDirectory.set(doc.directory, list);
    }
  }

  for (const [directory, entries] of byDirectory) {
    const meta = categoryMeta.get(directory);
    top.push({
      position: meta?.position ?? UNPOSITIONED,
      sortKey: directory,
      item: {
        type: 'category',
        label: meta?.label ?? titleCase(directory),
        href: meta?.href ?? null,
        items: entries.sort(byPosition).map(e => e.item),
      },
    });
  }
  for (const section of generated) {
    top.push({ position: section.position, sortKey: section.category.label, item: section.category });
  }
  return top.sort(byPosition).map(e => e.item);
}

/** Every link in reading order (categories' own pages come before their items). */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  const out: SidebarLink[] = [];
  for (const item of items) {
    if (item.type === 'link') out.push(item);
    else {
      if (item.href) out.push({ type: 'link', label: item.label, href: item.href });
      out.push(...flattenSidebar(item.items));
    }
  }
  return out;
}

/** A top-level section of the sidebar: its label and the page it opens with (its own, else its first). */
export interface SidebarSection {
  /** The first segment of that page's route below /docs/: its folder (`setup`), or a top-level page's own (`introduction`, `api-documentation`). */
  segment: string;
  label: string;
  href: string;
}

/** The sidebar's top-level entries, in order, each with the page it opens with (a section without one is left out). */
export function sidebarSections(items: SidebarItem[]): SidebarSection[] {
  return items.flatMap(item => {
    const href = item.type === 'link' ? item.href : (flattenSidebar([item])[0]?.href ?? null);
    return href ? [{ segment: href.replace(/^\/docs\//, '').split('/')[0], label: item.label, href }] : [];
  });
}

/** Previous and next pages around `route` in sidebar order. */
export function neighbours(items: SidebarItem[], route: string): { previous: SidebarLink | null; next: SidebarLink | null } {
  const flat = flattenSidebar(items).filter((link, index, all) => all.findIndex(l => l.href === link.href) === index);
  const index = flat.findIndex(link => link.href === route);
  if (index === -1) return { previous: null, next: null };
  return { previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

/** True when the category (or any descendant) contains the route. */
export function containsRoute(item: SidebarItem, route: string): boolean {
  if (item.type === 'link') return item.href === route;
  return item.href === route || item.items.some(child => containsRoute(child, route));
}
