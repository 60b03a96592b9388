import React, { useEffect } from 'react';
import { HeadProps, navigate, PageProps, withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';

interface Context {
  redirectTo: string;
}

const style = css`
  max-width: 40rem;
  margin: 4rem auto;
  padding: 0 1rem;
  text-align: center;
`;

/**
 * A pre-rendered stub for a moved page: static hosts follow the meta refresh, the app
 * replaces the history entry, and the page links onwards for everyone else.
 */
export default function RedirectTemplate({ pageContext }: PageProps<object, Context>) {
  useEffect(() => {
    // No progress bar for this hop: the site's links never lead to a stub (the link check), so it
    // runs on a first load, before the app tracks navigations.
    void navigate(pageContext.redirectTo, { replace: true });
  }, [pageContext.redirectTo]);
  return (
    <main id="main-content" tabIndex={-1} css={style}>
      <h1>This page has moved</h1>
      <p>
        It now lives at <a href={withPrefix(pageContext.redirectTo)}>{pageContext.redirectTo}</a>.
      </p>
    </main>
  );
}

export function Head({ pageContext }: HeadProps<object, Context>) {
  const target = withPrefix(pageContext.redirectTo);
  return (
    <>
      <title>{`Moved to ${pageContext.redirectTo} | ${siteConfig.title}`}</title>
      <meta name="robots" content="noindex" />
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <link rel="canonical" href={`${siteConfig.siteUrl}${target}`} />
    </>
  );
}
