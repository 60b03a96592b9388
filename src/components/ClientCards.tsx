import React from 'react';
import { withPrefix } from 'gatsby';
import type { ClientSummary } from '../lib/clientFilter';
import { ClientBadges } from './ClientBadges';
import { AppLogo } from './AppLogo';
import { CLIENT_CARD_ATTRIBUTE } from '../client/showClientCards';

/** One card per application; rendered at build time, filtered in the browser by toggling `hidden`. */
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
