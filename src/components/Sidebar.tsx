import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { containsRoute, SidebarCategory, SidebarItem } from '../lib/sidebar';
import { StaticIsland } from './StaticIsland';
import { MethodBadge } from './MethodBadge';

const style = css`
  font-size: var(--text-sm);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  ul ul {
    padding-left: 0.75rem;
    margin-left: 0.35rem;
    border-left: 1px solid var(--c-border);
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.45rem;
    padding: 0.3rem 0.6rem;
    border-radius: 0.35rem;
    color: var(--c-text);
    text-decoration: none;
    line-height: 1.35;
  }
  a:hover {
    background: var(--c-bg-soft);
  }
  a[aria-current='page'] {
    background: var(--c-active-bg);
    color: var(--c-link);
    font-weight: 600;
  }
  .category-row {
    display: flex;
    align-items: center;
  }
  .category-row > a,
  .category-row > span {
    flex: 1;
    font-weight: 600;
  }
  .category-row > span {
    padding: 0.3rem 0.6rem;
  }
  /* Nested categories (the API's tags) are not bold, so the top-level sections stand out. */
  ul ul .category-row > a:not([aria-current]),
  ul ul .category-row > span {
    font-weight: 500;
  }
  .toggle {
    background: none;
    border: 0;
    color: var(--c-text-muted);
    cursor: pointer;
    width: 2rem;
    height: 2rem;
    border-radius: 0.35rem;
    flex: none;
  }
  .toggle:hover {
    background: var(--c-bg-soft);
  }
  .toggle svg {
    transition: transform 0.15s;
  }
  .toggle[aria-expanded='false'] svg {
    transform: rotate(-90deg);
  }
  .draft {
    font-size: var(--text-2xs);
    border: 1px solid currentColor;
    border-radius: 0.25rem;
    padding: 0 0.25rem;
    color: var(--c-warning);
  }
`;

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
 * category toggles (Sidebar.behaviour.ts) and links work through the island's delegated enhancers.
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
    <nav css={style} aria-label={label}>
      <StaticIsland key={pathname} id={`${idPrefix}-tree`}>
        <ul>
          <SidebarItems items={items} depth={0} pathname={pathname} idPrefix={idPrefix} />
        </ul>
      </StaticIsland>
    </nav>
  );
}
