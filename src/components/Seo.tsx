import React from 'react';
import { withPrefix } from 'gatsby';
import siteConfig from '../siteConfig';
import { formatPageTitle } from './pageTitle';
import { markdownTwinPath } from '../twins/markdownTwin';
import { socialCardPath, SOCIAL_CARD_SIZE } from '../socialCards/cardPath';

/** Head tags for the Gatsby Head API: title rule, description, canonical URL, social cards. */
export function Seo({
  title,
  description,
  pathname,
  noindex,
  card,
  children,
}: {
  title?: string | null;
  description?: string | null;
  pathname: string;
  noindex?: boolean;
  /** The page whose social card this page shares (an API operation shows its tag's card), with that card's title. */
  card?: { route: string; title: string };
  children?: React.ReactNode;
}) {
  const fullTitle = formatPageTitle(title, siteConfig.title);
  const text = description || siteConfig.tagline;
  // Under a path prefix the page lives below it, as the sitemap and robots.txt say.
  const url = `${siteConfig.siteUrl}${withPrefix(pathname)}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content="website" />
      {noindex ? (
        <meta name="twitter:card" content="summary" />
      ) : (
        <SharingTags
          title={fullTitle}
          description={text}
          pathname={pathname}
          card={card ? { route: card.route, alt: formatPageTitle(card.title, siteConfig.title) } : undefined}
        />
      )}
      {noindex && <meta name="robots" content="noindex" />}
      {children}
    </>
  );
}

/**
 * A published page's social card (drawn by the build at socialCardPath, or the card of the
 * page it shares one with), its Twitter summary with the large image, and the link to its
 * Markdown twin.
 */
function SharingTags({ title, description, pathname, card }: { title: string; description: string; pathname: string; card?: { route: string; alt: string } }) {
  const image = `${siteConfig.siteUrl}${withPrefix(socialCardPath(card?.route ?? pathname))}`;
  return (
    <>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(SOCIAL_CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD_SIZE.height)} />
      <meta property="og:image:alt" content={card?.alt ?? title} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <link rel="alternate" type="text/markdown" href={withPrefix(markdownTwinPath(pathname))} />
    </>
  );
}
