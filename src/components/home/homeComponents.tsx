import React from 'react';
import type { AppLogoData } from '../../clientGuides/core/appLogo';
import { Action, Hero, HeroIntro } from './Hero';
import { QuickStart } from './QuickStart';
import { HomeSection, SectionHead } from './HomeSection';
import { Feature, Features } from './Features';
import { AllGuides, IntegrationLogos } from './Integrations';

/** What the home page shows of the data: the client guides, with their count. */
export interface HomeFacts {
  /** The number of listed client guides (the query's totalCount). */
  guideCount: number;
  guides: { slug: string; name: string; logo: AppLogoData | null }[];
}

/** The components content/pages/home.mdx uses: its bands, and the parts that show data. */
export function homeComponents(facts: HomeFacts) {
  return {
    Hero,
    HeroIntro,
    Action,
    QuickStart,
    HomeSection,
    SectionHead,
    Features,
    Feature,
    IntegrationLogos: () => <IntegrationLogos guides={facts.guides} />,
    GuideCount: () => <>{facts.guideCount}</>,
    AllGuides,
  };
}
