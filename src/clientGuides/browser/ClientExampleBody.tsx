import React from 'react';
import { ClientSources } from './ClientSources';
import { YourSetupForm } from '../../yourSetup/browser/YourSetupForm';
import { appExampleOrigin } from '../../yourSetup/core/yourSetup';
import type { ClientGuideFacts } from '../core/clientExample';

/**
 * A client guide's body: the "Your setup" form, the Pocket ID side
 * (content/partials/pocket-id-client-setup.mdx with the guide's facts and the instance
 * check, named by its first heading), the app's side from the guide's MDX, then the sources
 * it was checked against.
 */
export function clientExampleBody(
  facts: ClientGuideFacts,
  setup: { element: React.ReactElement; headingId?: string },
  content: React.ReactNode,
): React.ReactElement {
  const exampleOrigin = appExampleOrigin(facts.redirectUris);
  return (
    <>
      <YourSetupForm app={exampleOrigin ? { name: facts.name, exampleOrigin } : null} />
      <section aria-labelledby={setup.headingId} className="pocket-id-setup">
        {setup.element}
      </section>
      <section className="app-setup" aria-label={`Configure ${facts.name}`}>
        {content}
      </section>
      <ClientSources sources={facts.sources} lastChecked={facts.lastChecked} />
    </>
  );
}
