import { containsRoute, SidebarCategory, SidebarItem } from './sidebar';
import { methodLabel } from './methodLabel';
import { escapeHtml } from './htmlEntities';

/**
 * The sidebar as one HTML string. Rendered identically on the server and in the browser,
 * the browser hydrates a single element instead of hundreds of links; a delegated handler
 * (Sidebar.tsx) adds client-side navigation, prefetch on hover and category toggles.
 */

const slugOf = (label: string) => label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

export interface SidebarHtmlOptions {
  /** Adds the site's path prefix to a route (links must work without JavaScript). */
  href: (route: string) => string;
  /** Distinguishes the ids of several sidebars on one page (desktop and drawer). */
  idPrefix: string;
}

function link(route: string, label: string, pathname: string, options: SidebarHtmlOptions, extra = ''): string {
  const current = route === pathname ? ' aria-current="page"' : '';
  return `<a href="${escapeHtml(options.href(route))}" data-route="${escapeHtml(route)}"${current}>${extra}<span>${escapeHtml(label)}</span></a>`;
}

function category(item: SidebarCategory, pathname: string, depth: number, options: SidebarHtmlOptions): string {
  // Top-level categories start open, deeper ones open with the current page; nothing auto-collapses.
  const open = depth === 0 || containsRoute(item, pathname);
  const listId = `${options.idPrefix}-${depth}-${slugOf(item.label)}`;
  const label = item.href ? link(item.href, item.label, pathname, options) : `<span>${escapeHtml(item.label)}</span>`;
  const action = `${open ? 'Collapse' : 'Expand'} ${escapeHtml(item.label)}`;
  return (
    `<li><div class="category-row">${label}` +
    `<button type="button" class="toggle" data-toggle="" aria-expanded="${open}" aria-controls="${listId}" aria-label="${action}">` +
    `<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.8"></path></svg></button></div>` +
    `<ul id="${listId}"${open ? '' : ' hidden=""'}>${items(item.items, pathname, depth + 1, options)}</ul></li>`
  );
}

function items(list: SidebarItem[], pathname: string, depth: number, options: SidebarHtmlOptions): string {
  return list
    .map(item => {
      if (item.type === 'category') return category(item, pathname, depth, options);
      const badge = item.method ? `<span class="method-badge" data-method="${escapeHtml(item.method.toLowerCase())}">${escapeHtml(methodLabel(item.method))}</span>` : '';
      const draft = item.draft ? '<span class="draft">Draft</span>' : '';
      return `<li>${link(item.href, item.label, pathname, options, badge).replace('</a>', `${draft}</a>`)}</li>`;
    })
    .join('');
}

export function renderSidebarHtml(list: SidebarItem[], pathname: string, options: SidebarHtmlOptions): string {
  return `<ul>${items(list, pathname, 0, options)}</ul>`;
}

/** Toggles a category button and its list (used by the delegated click handler). */
export function toggleCategory(button: HTMLButtonElement): void {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  button.setAttribute('aria-label', button.getAttribute('aria-label')!.replace(/^(Collapse|Expand)/, open ? 'Collapse' : 'Expand'));
  list.hidden = !open;
}
