import React, { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { suggestRoutes, RouteSuggestion } from '../../search/core/routeSuggestions';
import { indexBase } from '../../search/browser/indexBase';
import type { Manifest } from '../../search/core/types';

const style = css`
  margin: 0 0 var(--space-8);
  h2 {
    font-size: var(--text-md);
    margin: 0 0 var(--space-2);
  }
  ul {
    margin: 0;
    padding-left: var(--space-5);
  }
  li {
    margin: var(--space-1) 0;
  }
  code {
    font-size: var(--text-xs);
    margin-left: var(--space-2);
  }
`;

/**
 * On the 404 page: the pages whose address is closest to the one the reader typed, read
 * from the search index's page list (src/search/core/routeSuggestions.ts). Nothing shows while it
 * loads, when it cannot load, or when no page is close.
 */
export function DidYouMean() {
  const [suggestions, setSuggestions] = useState<RouteSuggestion[]>([]);
  useEffect(() => {
    let active = true;
    // The path prefix's length as src/client/pathPrefix.ts gives it (withPrefix('/') less its slash),
    // not imported: this page's chunk sharing that module would make it a module of its own in
    // every page's first-load JS (27 bytes gzip, measured), where the app now inlines it.
    const typed = window.location.pathname.slice(withPrefix('/').length - 1);
    fetch(`${indexBase()}/manifest.json`, { credentials: 'same-origin' })
      .then(response => (response.ok ? (response.json() as Promise<Manifest>) : Promise.reject(new Error(`HTTP ${response.status}`))))
      .then(manifest => active && setSuggestions(suggestRoutes(typed, manifest.pages)))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, []);
  if (suggestions.length === 0) return null;
  return (
    <nav css={style} aria-labelledby="did-you-mean">
      <h2 id="did-you-mean">Did you mean</h2>
      <ul>
        {suggestions.map(s => (
          <li key={s.route}>
            <a href={withPrefix(s.route)}>{s.title}</a>
            <code>{s.route}</code>
          </li>
        ))}
      </ul>
    </nav>
  );
}
