import React, { useEffect, useState } from 'react';
import { Link } from 'gatsby';
import { css } from '@emotion/react';
import { containsRoute, SidebarCategory, SidebarItem } from '../lib/sidebar';
import { MethodBadge } from './MethodBadge';

const style = css`
  font-size: 0.92rem;
  ul { list-style: none; margin: 0; padding: 0; }
  ul ul { padding-left: 0.75rem; margin-left: 0.35rem; border-left: 1px solid var(--c-border); }
  a { display: flex; align-items: center; gap: 0.45rem; padding: 0.3rem 0.6rem; border-radius: 0.35rem; color: var(--c-text); text-decoration: none; line-height: 1.35; }
  a:hover { background: var(--c-bg-soft); }
  a[aria-current='page'] { background: var(--c-active-bg); color: var(--c-link); font-weight: 600; }
  .category-row { display: flex; align-items: center; }
  .category-row > a, .category-row > span { flex: 1; font-weight: 600; }
  .category-row > span { padding: 0.3rem 0.6rem; }
  .toggle { background: none; border: 0; color: var(--c-text-muted); cursor: pointer; width: 2rem; height: 2rem; border-radius: 0.35rem; flex: none; }
  .toggle:hover { background: var(--c-bg-soft); }
  .toggle svg { transition: transform 0.15s; }
  .toggle[aria-expanded='false'] svg { transform: rotate(-90deg); }
  .draft { font-size: 0.7rem; border: 1px solid currentColor; border-radius: 0.25rem; padding: 0 0.25rem; color: var(--c-warning); }
`;

function Category({ item, pathname, depth }: { item: SidebarCategory; pathname: string; depth: number }) {
  const active = containsRoute(item, pathname);
  // Top-level categories start open; deeper ones open with the current page. Nothing auto-collapses.
  const [open, setOpen] = useState(depth === 0 || active);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const listId = `sidebar-${depth}-${item.label.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <li>
      <div className="category-row">
        {item.href ? (
          <Link to={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
            {item.label}
          </Link>
        ) : (
          <span>{item.label}</span>
        )}
        <button type="button" className="toggle" aria-expanded={open} aria-controls={listId} aria-label={`${open ? 'Collapse' : 'Expand'} ${item.label}`} onClick={() => setOpen(o => !o)}>
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" /></svg>
        </button>
      </div>
      <ul id={listId} hidden={!open}>
        <SidebarItems items={item.items} pathname={pathname} depth={depth + 1} />
      </ul>
    </li>
  );
}

function SidebarItems({ items, pathname, depth }: { items: SidebarItem[]; pathname: string; depth: number }) {
  return (
    <>
      {items.map(item =>
        item.type === 'category' ? (
          <Category key={`c-${item.label}`} item={item} pathname={pathname} depth={depth} />
        ) : (
          <li key={item.href}>
            <Link to={item.href} aria-current={item.href === pathname ? 'page' : undefined}>
              {item.method && <MethodBadge method={item.method} />}
              <span>{item.label}</span>
              {item.draft && <span className="draft">Draft</span>}
            </Link>
          </li>
        ),
      )}
    </>
  );
}

/** The docs navigation tree; the current page is marked with aria-current. */
export function Sidebar({ items, pathname, label = 'Docs sidebar' }: { items: SidebarItem[]; pathname: string; label?: string }) {
  return (
    <nav css={style} aria-label={label}>
      <ul>
        <SidebarItems items={items} pathname={pathname} depth={0} />
      </ul>
    </nav>
  );
}
