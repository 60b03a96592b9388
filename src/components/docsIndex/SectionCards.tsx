import React from 'react';
import { withPrefix } from 'gatsby';
import type { SidebarSection } from '../../lib/sidebar';
import { sectionCardsStyle } from './SectionCards.style';

/** The docs index's card list. */
export function SectionCards({ children }: { children?: React.ReactNode }) {
  return <ul css={sectionCardsStyle}>{children}</ul>;
}

/** One section's card: its title and link are the sidebar's, the text is the writer's. */
export function SectionCard({ section, children }: { section: SidebarSection; children?: React.ReactNode }) {
  return (
    <li>
      <a href={withPrefix(section.href)}>
        <strong>{section.label}</strong>
        <span>{children}</span>
      </a>
    </li>
  );
}
