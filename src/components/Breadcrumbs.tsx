import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';
import { breadcrumbJsonLd, Crumb, jsonLdText } from '../lib/breadcrumbs';

const style = css`
  /* Its area where the article is a grid (articleLayouts.ts: asideLayout), inert elsewhere; so are the other parts'. */
  grid-area: crumbs;
  font-size: var(--text-sm);
  line-height: var(--leading-tight);
  margin: 0 0 var(--space-3);
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: var(--space-1);
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: var(--space-1);
    color: var(--c-text-muted);
  }
  /* The separator ends its item, so a trail that wraps never starts a line with one. */
  li:not(:last-child)::after {
    content: '';
    width: 0.4rem;
    height: 0.4rem;
    border: solid currentColor;
    border-width: 1.5px 1.5px 0 0;
    transform: rotate(45deg);
    margin: 0 0.35rem 0 0.15rem;
    opacity: 0.7;
  }
  /* On phones the page itself is the title right below: the trail keeps to its ancestors, on one line. */
  @media (max-width: 36rem) {
    li:last-child {
      display: none;
    }
    li:nth-last-of-type(2)::after {
      display: none;
    }
  }
  a {
    color: var(--c-text-muted);
    text-decoration: none;
  }
  a:hover {
    color: var(--c-link);
    text-decoration: underline;
  }
  [aria-current] {
    color: var(--c-text);
    font-weight: 600;
  }
`;

const withDocs = (trail: Crumb[]): Crumb[] => [{ label: 'Docs', href: '/docs/' }, ...trail];

/** Where the page sits: Docs, its sidebar categories, the page. */
export function Breadcrumbs({ trail, title }: { trail: Crumb[]; title: string }) {
  return (
    <nav css={style} aria-label="Breadcrumbs" className="breadcrumbs">
      <ol>
        {withDocs(trail).map(crumb => (
          <li key={crumb.label}>{crumb.href ? <a href={withPrefix(crumb.href)}>{crumb.label}</a> : crumb.label}</li>
        ))}
        <li>
          <span aria-current="page">{title}</span>
        </li>
      </ol>
    </nav>
  );
}

/**
 * The same trail for search engines, as schema.org BreadcrumbList data: JSON, not script
 * (the page's Content-Security-Policy leaves it alone). Categories without a page are left out.
 */
export function BreadcrumbJsonLd({ trail, title, pathname }: { trail: Crumb[]; title: string; pathname: string }) {
  const url = (href: string) => `${siteConfig.siteUrl}${href}`;
  const data = breadcrumbJsonLd([
    ...withDocs(trail)
      .filter(c => c.href)
      .map(c => ({ label: c.label, url: url(c.href as string) })),
    { label: title, url: url(pathname) },
  ]);
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
