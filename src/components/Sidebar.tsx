import React, { useMemo, useRef } from 'react';
import { withPrefix } from 'gatsby';
import { useIslandLinks } from '../hooks/useIslandLinks';
import { css } from '@emotion/react';
import type { SidebarItem } from '../lib/sidebar';
import { renderSidebarHtml, toggleCategory } from '../lib/sidebarHtml';

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

/** Category toggles; links are handled by useIslandLinks. */
const toggleOnClick = (target: HTMLElement) => {
  const toggle = target.closest<HTMLButtonElement>('button[data-toggle]');
  if (toggle) toggleCategory(toggle);
  return toggle !== null;
};

/** The docs navigation tree; the current page is marked with aria-current. */
export function Sidebar({ items, pathname, label = 'Docs sidebar', idPrefix = 'sidebar' }: { items: SidebarItem[]; pathname: string; label?: string; idPrefix?: string }) {
  const html = useMemo(() => renderSidebarHtml(items, pathname, { href: withPrefix, idPrefix }), [items, pathname, idPrefix]);
  const ref = useRef<HTMLElement>(null);
  useIslandLinks(ref, toggleOnClick);
  return <nav css={style} aria-label={label} ref={ref} dangerouslySetInnerHTML={{ __html: html }} />;
}
