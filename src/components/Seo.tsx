import React from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../site-config';
import { formatPageTitle } from '../lib/pageTitle';

/** Head tags for the Gatsby Head API: title rule, description, canonical URL, social cards. */
export function Seo({ title, description, pathname, noindex, children }: { title?: string | null; description?: string | null; pathname: string; noindex?: boolean; children?: React.ReactNode }) {
  const fullTitle = formatPageTitle(title, siteConfig.title);
  const text = description || siteConfig.tagline;
  // Under a path prefix the page lives below it, as the sitemap and robots.txt say.
  const url = `${siteConfig.siteUrl}${withPrefix(pathname)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <link rel="icon" href={withPrefix('/favicon.svg')} type="image/svg+xml" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      <meta name="twitter:card" content="summary" />
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}
