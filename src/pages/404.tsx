import React from 'react';
import { css } from '@emotion/react';
import { Seo } from '../components/Seo';
import { DidYouMean } from '../components/DidYouMean';
import { NotFoundSearch } from '../components/NotFoundSearch';
import { MainSections } from '../components/MainSections';

const style = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: var(--space-16) var(--space-4);
  outline: none;
  min-height: calc(100vh - var(--navbar-height) - 14rem);
  .code {
    font-family: var(--font-mono);
    font-weight: 700;
    color: var(--c-link);
    margin: 0 0 var(--space-2);
  }
  h1 {
    font-size: var(--text-3xl);
    margin: 0 0 var(--space-3);
  }
  .lead {
    font-size: var(--text-md);
    color: var(--c-text-muted);
    max-width: var(--measure);
    margin: 0 0 var(--space-6);
  }
`;

export default function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <p className="code">404</p>
      <h1>Page not found</h1>
      <p className="lead" data-page-frame="summary">
        There is no page at this address. It may have moved, or the link may have a typo. Search the docs, or pick a section below.
      </p>
      <DidYouMean />
      <NotFoundSearch />
      <MainSections />
    </main>
  );
}

export function Head() {
  return <Seo title="Page not found" description="There is no page at this address." pathname="/404.html" noindex />;
}
