import React from 'react';
import { css } from '@emotion/react';
import { BadgeFacts, clientBadges } from '../lib/clientBadges';

/** Badge list style: used by this component and by the index's static card HTML. */
export const badgeList = css`
  display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; margin: 0 0 1rem;
  li { font-size: 0.78rem; font-weight: 600; padding: 0.1rem 0.55rem; border-radius: 999px; border: 1px solid var(--c-border); background: var(--c-bg-soft); color: var(--c-text); }
  li[data-kind='pkce-required'], li[data-kind='pkce-supported'] { color: var(--c-tip); border-color: currentColor; }
  li[data-kind='pkce-not-supported'] { color: var(--c-warning); border-color: currentColor; }
  li[data-kind='groups'] { color: var(--c-info); border-color: currentColor; }
`;

/** Category and capability badges in a guide's header. */
export function ClientBadges({ facts }: { facts: BadgeFacts }) {
  return (
    <ul css={badgeList} aria-label="At a glance">
      {clientBadges(facts).map(badge => (
        <li key={badge.kind} data-kind={badge.kind}>{badge.label}</li>
      ))}
    </ul>
  );
}
