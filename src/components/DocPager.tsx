import React from 'react';
import { Link } from 'gatsby';
import { css } from '@emotion/react';
import type { SidebarLink } from '../lib/sidebar';

const style = css`
  display: grid; grid-template-columns: 1fr 1fr; gap: 1rem; margin-top: 2.5rem;
  a { display: block; border: 1px solid var(--c-border); border-radius: var(--radius); padding: 0.75rem 1rem; text-decoration: none; color: var(--c-text); }
  a:hover { border-color: var(--c-link); }
  .next { grid-column: 2; text-align: right; }
  small { display: block; color: var(--c-text-muted); }
  strong { color: var(--c-link); }
`;

/** Previous and next pages in sidebar order. */
export function DocPager({ previous, next }: { previous: SidebarLink | null; next: SidebarLink | null }) {
  if (!previous && !next) return null;
  return (
    <nav css={style} aria-label="Docs pages">
      {previous && (
        <Link to={previous.href} rel="prev">
          <small>Previous</small>
          <strong>« {previous.label}</strong>
        </Link>
      )}
      {next && (
        <Link to={next.href} rel="next" className="next">
          <small>Next</small>
          <strong>{next.label} »</strong>
        </Link>
      )}
    </nav>
  );
}
