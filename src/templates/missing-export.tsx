import React from 'react';
import { HeadProps, PageProps } from 'gatsby';
import { css } from '@emotion/react';

interface Context {
  missingExport: string;
}

const style = css`
  max-width: 46rem;
  margin: 3rem auto;
  padding: 1.5rem;
  border: 2px solid var(--c-danger);
  border-radius: var(--radius);
  background: var(--c-danger-bg);
`;

/** Shown in `gatsby develop` in place of a page whose module has no default export. */
export default function MissingExport({ pageContext }: PageProps<object, Context>) {
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <h1>This page has no component to render</h1>
      <p>{pageContext.missingExport}</p>
    </main>
  );
}

export function Head() {
  return <title>Page component missing</title>;
}
export type { HeadProps };
