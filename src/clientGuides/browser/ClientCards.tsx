import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import type { ClientSummary } from '../core/clientFilter';
import { ClientBadges } from './ClientBadges';
import { AppLogo } from './AppLogo';
import { CLIENT_CARD_ATTRIBUTE } from './showClientCards';
import { CLIENT_LIST } from './ClientCards.attributes';

/** The cards' layout, rendered with their markup at build time. */
const style = css`
  list-style: none;
  padding: 0;
  margin: 0 0 var(--space-8);
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: var(--space-3);
  .client-card {
    position: relative;
    display: flex;
    gap: var(--space-3);
    align-items: flex-start;
    padding: var(--space-4);
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    height: 100%;
    background: var(--c-bg-elevated);
    transition:
      border-color 0.15s,
      box-shadow 0.15s;
  }
  .client-card:hover {
    border-color: var(--c-link);
    box-shadow: var(--shadow);
  }
  .client-card:focus-within {
    border-color: var(--c-link);
  }
  .client-card-body {
    min-width: 0;
  }
  .client-card a {
    font-weight: 700;
    font-size: var(--text-base);
    color: var(--c-text);
    text-decoration: none;
  }
  /* The whole card is the link's click target; the link stays the one focusable element. */
  .client-card a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  .client-card a:focus-visible {
    outline: none;
  }
  .client-card:has(a:focus-visible) {
    outline: 3px solid var(--c-focus);
    outline-offset: 2px;
  }
  .client-card p {
    margin: 0.1rem 0 var(--space-2);
    font-size: var(--text-sm);
    line-height: 1.45;
    color: var(--c-text-muted);
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One card per application; rendered at build time, filtered in the browser by toggling `hidden`. */
export function ClientCards({ examples }: { examples: ClientSummary[] }) {
  return (
    <ul css={style} className={CLIENT_LIST}>
      {examples.map(example => (
        <li key={example.slug} {...{ [CLIENT_CARD_ATTRIBUTE]: example.slug }}>
          <div className="client-card">
            <AppLogo name={example.name} logo={example.logo} />
            <div className="client-card-body">
              <a href={withPrefix(example.slug)}>{example.name}</a>
              <p>{example.description}</p>
              <ClientBadges facts={example} compact />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
