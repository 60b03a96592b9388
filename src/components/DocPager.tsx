import React from 'react';
import { withPrefix } from 'gatsby';
import { docPagerStyle } from './DocPager.style';
import type { SidebarLink } from '../lib/sidebar';

const Arrow = ({ back }: { back?: boolean }) => (
  <svg
    viewBox="0 0 20 20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    {back ? <path d="M16 10H4m5-5-5 5 5 5" /> : <path d="M4 10h12m-5-5 5 5-5 5" />}
  </svg>
);

/** Previous and next pages in sidebar order, each with the section it belongs to. */
export function DocPager({
  previous,
  next,
  sectionOf,
}: {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  sectionOf?: (route: string) => string | null;
}) {
  if (!previous && !next) return null;
  const caption = (word: string, link: SidebarLink) => {
    const section = sectionOf?.(link.href);
    return section ? `${word} · ${section}` : word;
  };
  return (
    <nav css={docPagerStyle} className="doc-pager" aria-label="Docs pages">
      {previous && (
        <a href={withPrefix(previous.href)} rel="prev">
          <Arrow back />
          <small>{caption('Previous', previous)}</small>
          <strong>{previous.label}</strong>
        </a>
      )}
      {next && (
        <a href={withPrefix(next.href)} rel="next" className="next">
          <Arrow />
          <small>{caption('Next', next)}</small>
          <strong>{next.label}</strong>
        </a>
      )}
    </nav>
  );
}
