import React from 'react';
import { withPrefix } from 'gatsby';
import { sidebarStyle } from './Sidebar.style';
import { containsRoute, SidebarCategory, SidebarItem } from '../lib/sidebar';
import { StaticIsland } from './StaticIsland';
import { MethodBadge } from './MethodBadge';

/** Entries above which a top-level category not holding the current page starts collapsed. */
const LONG_CATEGORY = 12;

const slugOf = (label: string) => label.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

interface TreeProps {
  pathname: string;
  idPrefix: string;
}

function SidebarLink({ route, label, pathname, badge, draft }: { route: string; label: string; pathname: string; badge?: React.ReactNode; draft?: boolean }) {
  return (
    <a href={withPrefix(route)} aria-current={route === pathname ? 'page' : undefined}>
      {badge}
      <span>{label}</span>
      {draft && <span className="draft">Draft</span>}
    </a>
  );
}

function Category({ item, depth, pathname, idPrefix }: TreeProps & { item: SidebarCategory; depth: number }) {
  // A category starts open when it holds the current page, or when it is a short top-level
  // one; long ones (client examples, API tags) start collapsed. Nothing auto-collapses.
  const open = containsRoute(item, pathname) || (depth === 0 && item.items.length <= LONG_CATEGORY);
  const listId = `${idPrefix}-${depth}-${slugOf(item.label)}`;
  return (
    <li>
      <div className="category-row">
        {item.href ? <SidebarLink route={item.href} label={item.label} pathname={pathname} /> : <span>{item.label}</span>}
        {/* COLLAPSE and EXPAND (Sidebar.attributes.ts), written out: this is first-load code. */}
        <button type="button" className="toggle" aria-expanded={open} aria-controls={listId} aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      <ul id={listId} hidden={!open}>
        <SidebarItems items={item.items} depth={depth + 1} pathname={pathname} idPrefix={idPrefix} />
      </ul>
    </li>
  );
}

function SidebarItems({ items, depth, pathname, idPrefix }: TreeProps & { items: SidebarItem[]; depth: number }) {
  return (
    <>
      {items.map(item =>
        item.type === 'category' ? (
          <Category key={`c-${item.label}`} item={item} depth={depth} pathname={pathname} idPrefix={idPrefix} />
        ) : (
          <li key={item.href}>
            <SidebarLink
              route={item.href}
              label={item.label}
              pathname={pathname}
              badge={item.method && <MethodBadge method={item.method} />}
              draft={item.draft}
            />
          </li>
        ),
      )}
    </>
  );
}

/**
 * The docs navigation tree; the current page is marked with aria-current. A static island:
 * the first load adopts the server's markup (hundreds of links, one hydrated element), and
 * category toggles (Sidebar.behaviour.ts) and links work through the island's delegated listeners.
 */
export function Sidebar({
  items,
  pathname,
  label = 'Docs sidebar',
  idPrefix = 'sidebar',
}: {
  items: SidebarItem[];
  pathname: string;
  label?: string;
  idPrefix?: string;
}) {
  return (
    <nav css={sidebarStyle} aria-label={label}>
      {/* Sidebar.behaviour.ts selects category toggles by this id, for each idPrefix in use: SIDEBAR_TREES (Sidebar.attributes.ts). */}
      <StaticIsland key={pathname} id={`${idPrefix}-tree`}>
        <ul>
          <SidebarItems items={items} depth={0} pathname={pathname} idPrefix={idPrefix} />
        </ul>
      </StaticIsland>
    </nav>
  );
}
