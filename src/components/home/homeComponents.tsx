import React from 'react';
import { Action, Hero, HeroIntro } from './Hero';
import { QuickStart } from './QuickStart';
import { HomeSection, SectionHead } from './HomeSection';
import { Feature, Features } from './Features';
import { AllGuides, IntegrationLogos } from './Integrations';
import type { HomeFacts } from './homeFacts';

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
