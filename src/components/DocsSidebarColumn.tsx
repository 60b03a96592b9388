import React, { useLayoutEffect, useRef } from 'react';
import { css } from '@emotion/react';
import { stickyColumn } from '../styles/stickyColumn';
import { Sidebar } from './Sidebar';
import { revealCurrentEntry } from '../client/revealCurrentEntry';
import { DOCS_VERSION_LABEL } from '../lib/docsVersion';
import type { SidebarItem } from '../lib/sidebar';
import siteConfig from '../siteConfig';

const style = css`
  ${stickyColumn};
  padding: var(--space-6) 0.5rem 2rem;
  border-right: 1px solid var(--c-border);
  .docs-version {
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    padding: 0 0.6rem 0.75rem;
    margin: 0;
  }
`;

/** The docs page's sticky left column: the docs version, then the sidebar (a static island). */
export function DocsSidebarColumn({ items, pathname }: { items: SidebarItem[]; pathname: string }) {
  const aside = useRef<HTMLElement>(null);
  // The current entry in view on arrival: the sidebar scrolls on its own, before paint on
  // client-side navigation; the island's markup is read, never re-rendered.
  useLayoutEffect(() => revealCurrentEntry(aside.current), [pathname]);
  return (
    <aside css={style} className="sidebar" aria-label="Docs navigation" ref={aside}>
      <p className="docs-version">
        Docs version: <strong>{DOCS_VERSION_LABEL}</strong> (Pocket ID {siteConfig.documentedRelease})
      </p>
      <Sidebar items={items} pathname={pathname} />
    </aside>
  );
}
