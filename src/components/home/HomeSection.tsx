import React from 'react';
import { StaticIsland } from '../StaticIsland';

interface HomeSectionProps {
  /** The static island's id: the browser adopts the section's markup under it. */
  id: string;
  /** The region's accessible name. */
  label: string;
  title: string;
  lead: string;
  children: React.ReactNode;
}

/** A home page band below the hero: a heading with its lead line, then the band's content, at the page's width. */
export function HomeSection({ id, label, title, lead, children }: HomeSectionProps) {
  return (
    <StaticIsland id={id} as="section" aria-label={label}>
      <div className="wrap">
        <div className="section-head">
          <h2>{title}</h2>
          <p>{lead}</p>
        </div>
        {children}
      </div>
    </StaticIsland>
  );
}
