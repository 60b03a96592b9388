import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import type { SidebarItem } from '../../lib/sidebar';
import { NotFoundSearch } from '../notFound/NotFoundSearch';
import { fieldLabel, textField } from '../../styles/formField';
import { WEB_SEARCH_FORM, WEB_SEARCH_URL } from './webSearch.attributes';

/** What the search page shows of the data: the docs sidebar (every page, in its order) and the host a web search is limited to. */
export interface SearchPageFacts {
  sidebar: SidebarItem[];
  siteHost: string;
}

const formStyle = css`
  margin: 0 0 var(--space-8);
  padding: var(--space-4);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-soft);
  max-width: 40rem;
  label {
    ${fieldLabel};
  }
  div {
    display: flex;
    gap: var(--space-2);
  }
  input[type='search'] {
    ${textField};
    flex: 1;
    min-width: 0;
  }
  button {
    font: inherit;
    padding: 0.4rem 0.9rem;
    border-radius: var(--radius);
    border: 1px solid var(--c-accent);
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    font-weight: 600;
    cursor: pointer;
  }
  p {
    margin: var(--space-2) 0 0;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
`;

const listStyle = css`
  columns: 2 18rem;
  column-gap: var(--space-8);
  ul {
    margin: 0 0 var(--space-2);
    padding-left: 1.1rem;
  }
  > ul {
    padding-left: 0;
    list-style: none;
  }
  > ul > li {
    break-inside: avoid-column;
    margin-bottom: var(--space-3);
  }
  > ul > li > strong,
  > ul > li > a {
    font-weight: 600;
  }
`;

/** One sidebar entry and, for a category, its pages. */
function Entry({ item }: { item: SidebarItem }) {
  if (item.type === 'link') return <a href={withPrefix(item.href)}>{item.label}</a>;
  return (
    <>
      {item.href ? <a href={withPrefix(item.href)}>{item.label}</a> : <strong>{item.label}</strong>}
      <ul>
        {item.items.map(child => (
          <li key={child.type === 'link' ? child.href : child.label}>
            <Entry item={child} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The components content/pages/search.mdx uses: `<SiteSearch />` opens the site's own search
 * (it needs JavaScript, and is hidden without it); `<WebSearch />` is a form that asks
 * DuckDuckGo for pages of this site (its `sites` parameter), which works in any browser;
 * `<AllPages />` lists every page of the docs sidebar, for the browser's find.
 */
export function searchPageComponents({ sidebar, siteHost }: SearchPageFacts) {
  const WebSearch = () => (
    <form css={formStyle} role="search" action={WEB_SEARCH_URL} method="get" {...{ [WEB_SEARCH_FORM]: '' }}>
      <input type="hidden" name="sites" value={siteHost} />
      <label htmlFor="web-search">Search these docs on DuckDuckGo</label>
      <div>
        <input id="web-search" name="q" type="search" autoComplete="off" placeholder="e.g. passkey localhost" aria-describedby="web-search-hint" />
        <button type="submit">Search</button>
      </div>
      <p id="web-search-hint">
        Opens DuckDuckGo with results from {siteHost} only. It finds what DuckDuckGo has indexed, so the newest changes may be missing.
      </p>
    </form>
  );
  const AllPages = () => (
    <nav css={listStyle} aria-label="Every page">
      <ul>
        {sidebar.map(item => (
          <li key={item.type === 'link' ? item.href : item.label}>
            <Entry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
  return { SiteSearch: NotFoundSearch, WebSearch, AllPages };
}
