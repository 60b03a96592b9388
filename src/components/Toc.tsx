import React from 'react';
import { css } from '@emotion/react';
import { useActiveHeading } from '../hooks/useActiveHeading';
import type { TocHeading } from '../lib/htmlHeadings';

const style = css`
  font-size: var(--text-sm);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li[data-depth='3'] {
    padding-left: 0.9rem;
  }
  a {
    display: block;
    padding: 0.2rem 0 0.2rem 0.7rem;
    color: var(--c-text-muted);
    text-decoration: none;
    border-left: 2px solid transparent;
    line-height: 1.4;
  }
  a:hover {
    color: var(--c-link);
  }
  a[aria-current='true'] {
    color: var(--c-link);
    border-left-color: var(--c-link);
    font-weight: 600;
  }
  /* The number of entries in a group (a page whose TOC lists its groups: tocGroups, src/lib/htmlHeadings.ts). */
  .count {
    margin-left: 0.2rem;
    padding: 0 0.4rem;
    border-radius: 999px;
    background: var(--c-bg-soft);
    border: 1px solid var(--c-border);
    font-size: var(--text-xs);
    font-weight: 400;
    color: var(--c-text-muted);
    white-space: nowrap;
  }
  .title {
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    font-size: var(--text-xs);
    margin: 0 0 0.5rem;
    color: var(--c-text-muted);
  }
`;

/** "On this page": levels 2 and 3 (or the groups with their sizes), with the heading in view highlighted. */
export function Toc({ headings, id = 'toc' }: { headings: readonly TocHeading[]; id?: string }) {
  const items = headings.filter(h => h.depth >= 2 && h.depth <= 3);
  const active = useActiveHeading(items.map(h => h.id));
  if (items.length === 0) return null;
  return (
    <nav css={style} aria-labelledby={`${id}-title`} className="toc">
      <p className="title" id={`${id}-title`}>
        On this page
      </p>
      <ul>
        {items.map(h => (
          <li key={h.id} data-depth={h.depth}>
            <a href={`#${h.id}`} aria-current={active === h.id ? 'true' : undefined}>
              {h.value}
              {h.count !== undefined && (
                <>
                  {' '}
                  <span className="count">
                    {h.count}
                    <span className="visually-hidden"> entries</span>
                  </span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
