import React from 'react';
import { PocketIdClientSetup } from './PocketIdClientSetup';
import { ClientSources } from './ClientSources';
import type { ClientGuideFacts } from '../lib/clientSetupMarkdown';

/** A client guide's body: the Pocket ID side from frontmatter, the app's side from MDX, then the sources it was checked against. */
export function clientExampleBody(facts: ClientGuideFacts, content: React.ReactNode): React.ReactElement {
  return (
    <>
      <PocketIdClientSetup facts={facts} />
      <section className="app-setup" aria-label={`Configure ${facts.name}`}>
        {content}
      </section>
      <ClientSources sources={facts.sources} lastChecked={facts.lastChecked} />
    </>
  );
}
