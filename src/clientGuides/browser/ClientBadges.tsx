import React from 'react';
import { css } from '@emotion/react';
import { BadgeFacts, clientBadges } from '../core/clientBadges';

const badgeList = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-2);
  list-style: none;
  padding: 0;
  margin: 0 0 var(--space-4);
  li {
    font-size: var(--text-xs);
    font-weight: 600;
    line-height: 1.5;
    padding: 0.1rem 0.55rem;
    border-radius: 999px;
    border: 1px solid var(--c-border);
    background: var(--c-bg-soft);
    color: var(--c-text);
    white-space: nowrap;
  }
  /* The category is what the app is, not what it can do: a small caps label, not a pill. */
  li[data-kind='category'] {
    border-color: transparent;
    background: none;
    padding-left: 0;
    color: var(--c-text-muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  /* Only a warning gets a colour: requiring PKCE is no virtue to praise, just a fact. */
  li[data-kind='pkce-not-supported'] {
    color: var(--c-warning);
    border-color: currentColor;
  }
`;

/* On cards: smaller pills on one line; what a card leaves out ("No group claim") is on the guide. */
const compactList = css`
  margin: 0;
  gap: var(--space-1);
  li {
    font-size: var(--text-2xs);
    padding: 0 0.45rem;
  }
`;

/** Category and capability badges: in a guide's header, and `compact` on the index cards. */
export function ClientBadges({ facts, compact = false }: { facts: BadgeFacts; compact?: boolean }) {
  return (
    <ul css={[badgeList, compact && compactList]} className="badges" aria-label="At a glance">
      {clientBadges(facts)
        .filter(badge => !compact || badge.kind !== 'no-groups')
        .map(badge => (
          <li key={badge.kind} data-kind={badge.kind}>
            {compact ? badge.label.replace(/ client$/, '') : badge.label}
          </li>
        ))}
    </ul>
  );
}
