import React from 'react';
import { withPrefix } from 'gatsby';
import type { ClientSummary } from '../lib/clientFilter';
import { ClientBadges } from './ClientBadges';
import { AppLogo } from './AppLogo';

/** Attribute naming each card's guide, read by the filters to show or hide it. */
export const CLIENT_CARD_ATTRIBUTE = 'data-client';

/** One card per application; rendered on the server, filtered in the browser by toggling `hidden`. */
export function ClientCards({ examples }: { examples: ClientSummary[] }) {
  return (
    <ul className="client-list">
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

/** Shows the cards whose slug is in `visible` and hides the rest. */
export function showClientCards(list: HTMLElement, visible: Set<string>): void {
  for (const item of Array.from(list.querySelectorAll<HTMLElement>(`li[${CLIENT_CARD_ATTRIBUTE}]`))) {
    item.hidden = !visible.has(item.getAttribute(CLIENT_CARD_ATTRIBUTE) ?? '');
  }
}
