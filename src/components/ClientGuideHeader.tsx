import React from 'react';
import { ClientBadges } from './ClientBadges';
import { ClientSources } from './ClientSources';
import type { ClientGuideFacts } from '../lib/clientSetupMarkdown';

/**
 * What a client guide shows under its title: badges, the app's website and minimum
 * version, and the sources the guide was checked against. Static: rendered at build time
 * (create-pages), in the browser only in develop.
 */
export function ClientGuideHeader({ facts }: { facts: ClientGuideFacts }) {
  return (
    <>
      <ClientBadges facts={facts} />
      <p className="client-meta">
        <a href={facts.homepage}>{facts.name} website</a>
        {facts.minVersion && (
          <>
            {' '}
            · Needs {facts.name} {facts.minVersion} or later
          </>
        )}
      </p>
      <ClientSources sources={facts.sources} lastChecked={facts.lastChecked} />
    </>
  );
}
