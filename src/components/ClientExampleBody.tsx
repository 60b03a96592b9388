import React from 'react';
import { ClientFacts, PocketIdClientSetup } from './PocketIdClientSetup';

/** A client guide's body: the Pocket ID side from frontmatter, then the app's side from MDX. */
export function clientExampleBody(facts: ClientFacts, content: React.ReactNode): React.ReactElement {
  return (
    <>
      <PocketIdClientSetup facts={facts} />
      <section className="app-setup" aria-label={`Configure ${facts.name}`}>
        {content}
      </section>
    </>
  );
}
