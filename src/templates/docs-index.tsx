import React from 'react';
import type { PageProps } from 'gatsby';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { docsIndexStyle } from '../components/docsIndexStyle';

interface Context {
  /** content/pages/docs-index.mdx with a card per sidebar section, rendered at page creation (src/gatsby/create-pages.tsx). */
  contentHtml: string;
}

/** The docs root page: its title, lead and section cards are a static island of build-rendered MDX. */
export default function DocsIndexPage({ pageContext }: PageProps<object, Context>) {
  return (
    <main id="main-content" tabIndex={-1} css={docsIndexStyle}>
      <StaticIsland id="docs-index-body" html={pageContext.contentHtml} />
    </main>
  );
}

export function Head() {
  return <Seo title="Documentation" description="Install, configure and integrate Pocket ID, the passkey-only OIDC provider." pathname="/docs/" />;
}
