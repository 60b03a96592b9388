import React from 'react';
import type { SidebarSection } from '../../lib/sidebar';
import { SectionCard, SectionCards } from './SectionCards';
import { Lead } from '../Lead';

/** What the docs index shows of the data: the docs sidebar's top-level sections, in order, and its lead (the MDX file's `description`). */
export interface DocsIndexFacts {
  sections: SidebarSection[];
  lead: string;
}

/**
 * The components content/pages/docs-index.mdx uses. `<SectionCard section="setup">` takes the
 * title and link of the sidebar's section that opens with a page under /docs/setup, so they are
 * written once, in the sidebar's sources (a section is named by its route segment, which a
 * new title or sidebar order leaves alone); `cardsComplete` then fails, naming the file,
 * unless every section has exactly one card.
 */
export function docsIndexComponents({ sections, lead }: DocsIndexFacts, file: string) {
  const carded = new Set<string>();
  const names = () => sections.map(s => `"${s.segment}"`).join(', ');
  const Card = ({ section, children }: { section: string; children?: React.ReactNode }) => {
    const found = sections.find(s => s.segment === section);
    if (!found) throw new Error(`${file}: <SectionCard section="${section}"> names no section of the docs sidebar (its sections: ${names()})`);
    if (carded.has(section)) throw new Error(`${file}: section "${section}" has two cards`);
    carded.add(section);
    return <SectionCard section={found}>{children}</SectionCard>;
  };
  // The lead is the file's `description`, written once for the page and its meta description.
  const PageLead = ({ children }: { children?: React.ReactNode }) => {
    if (children) throw new Error(`${file}: <Lead> takes no text here; the docs index's lead is the frontmatter field "description"`);
    return <Lead>{lead}</Lead>;
  };
  return {
    components: { Lead: PageLead, SectionCards, SectionCard: Card },
    cardsComplete() {
      const missing = sections.filter(s => !carded.has(s.segment)).map(s => `"${s.segment}" (${s.label})`);
      if (missing.length)
        throw new Error(`${file}: no <SectionCard> for the docs sidebar's section(s) ${missing.join(', ')} (write one with a sentence on what each holds)`);
    },
  };
}
