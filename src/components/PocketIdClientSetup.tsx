import React from 'react';
import { withPrefix } from 'gatsby';
import { PKCE_LABELS, PkceSupport, sendsPkce } from '../lib/clientExample';
import { CodeBlock } from './mdx/CodeBlock';
import { ScrollTable } from './ScrollTable';

import { POCKET_ID_URL } from '../lib/pocketIdUrl';
import { CLIENT_SETUP_HEADINGS } from '../lib/clientSetupHeadings';

export { POCKET_ID_URL };

export interface ClientFacts {
  name: string;
  redirectUris: readonly string[];
  pkce: PkceSupport;
  clientType: 'public' | 'confidential';
  groupsClaim: boolean;
  roleMapping?: string | null;
}

/** Frontmatter text with `code` spans (the only mark it uses) as <code> elements. */
function withCodeSpans(text: string): React.ReactNode[] {
  return text.split(/`([^`]+)`/).map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part));
}

/**
 * The Pocket ID half of every client guide, rendered from the guide's frontmatter so
 * all guides give the same, correct steps.
 */
export function PocketIdClientSetup({ facts }: { facts: ClientFacts }) {
  const pkceOn = sendsPkce(facts.pkce);
  const scopes = facts.groupsClaim ? 'openid profile email groups' : 'openid profile email';
  return (
    <section aria-labelledby={CLIENT_SETUP_HEADINGS[0].id} className="pocket-id-setup">
      <h2 id={CLIENT_SETUP_HEADINGS[0].id}>{CLIENT_SETUP_HEADINGS[0].value}</h2>
      <ol>
        <li>
          Sign in to Pocket ID as an administrator, open <strong>OIDC Clients</strong> in the settings and choose <strong>Add OIDC Client</strong>.
        </li>
        <li>
          Enter <strong>{facts.name}</strong> as the <strong>Name</strong>. The name and an optional logo are what people see on the sign-in and consent
          screens.
        </li>
        <li>
          Under <strong>Callback URLs</strong>, enter {facts.redirectUris.length > 1 ? 'these URLs' : 'this URL'}, replacing the host with the address{' '}
          {facts.name} is served from:
          <ul className="callback-urls">
            {facts.redirectUris.map(uri => (
              <li key={uri}>
                <code>{uri}</code>
              </li>
            ))}
          </ul>
        </li>
        <li>
          {facts.clientType === 'public' ? (
            <>
              Turn on <strong>Public Client</strong>. {facts.name} cannot keep a secret, so the client has no secret, and Pocket ID turns PKCE on and requires
              it on every sign-in.
            </>
          ) : (
            <>
              Leave <strong>Public Client</strong> off: the client is confidential and {facts.name} authenticates with a client secret when it exchanges the
              authorization code.
            </>
          )}
        </li>
        {facts.clientType === 'confidential' && (
          <li>
            {facts.pkce === 'required' && (
              <>
                Turn on <strong>PKCE</strong>. {facts.name} always sends a code challenge, and with PKCE on Pocket ID rejects any sign-in without one.
              </>
            )}
            {facts.pkce === 'supported' && (
              <>
                Turn on <strong>PKCE</strong> when {facts.name} is set to send a code challenge (see below); with PKCE on, Pocket ID rejects sign-ins that
                arrive without one, which protects the authorization code.
              </>
            )}
            {facts.pkce === 'not-supported' && (
              <>
                Leave <strong>PKCE</strong> off. {facts.name} does not send a code challenge, and Pocket ID would refuse its sign-ins with PKCE on.
              </>
            )}
            {facts.pkce === 'unverified' && (
              <>
                Leave <strong>PKCE</strong> off to start with: whether {facts.name} sends a code challenge could not be confirmed from its source or
                documentation, and with PKCE on Pocket ID refuses sign-ins that arrive without one. Once sign-in works, you can turn PKCE on and test again; if
                sign-in then fails, turn it off.
              </>
            )}
          </li>
        )}
        <li>
          Choose <strong>Save</strong>. Pocket ID opens the new client&apos;s page, which shows the <strong>Client ID</strong> on the <strong>General</strong>{' '}
          tab.
        </li>
        {facts.clientType === 'confidential' && (
          <li>
            A new client has no secret yet. On the <strong>Credentials</strong> tab, choose <strong>Add client secret</strong> and copy the secret before you
            leave the page: it is not shown again.
          </li>
        )}
        <li>
          On the <strong>Allowed User Groups</strong> tab, select the groups whose members may sign in to {facts.name} and choose <strong>Save</strong>, or
          choose <strong>Unrestrict</strong> to let every user sign in. A new client is restricted to groups and has none, so nobody can sign in until you do
          one of the two. See <a href={withPrefix('/docs/configuration/allowed-groups')}>allowed groups</a>.
        </li>
        <li>
          {facts.groupsClaim ? (
            <>
              {facts.name} reads the <code>groups</code> claim, which Pocket ID sends when the app requests the <code>groups</code> scope. Create the groups you
              need in Pocket ID and add people to them. {withCodeSpans(facts.roleMapping ?? '')}
            </>
          ) : (
            <>{facts.name} does not read group membership, so groups only decide who may sign in.</>
          )}
        </li>
      </ol>
      <h3 id={CLIENT_SETUP_HEADINGS[1].id}>{CLIENT_SETUP_HEADINGS[1].value}</h3>
      <p>Pocket ID publishes everything an OIDC client needs in its discovery document; most apps only need the issuer or the discovery URL.</p>
      <ScrollTable>
        <tbody>
          <tr>
            <th scope="row">Issuer</th>
            <td>
              <code>{POCKET_ID_URL}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Discovery URL</th>
            <td>
              <code>{POCKET_ID_URL}/.well-known/openid-configuration</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Authorization endpoint</th>
            <td>
              <code>{POCKET_ID_URL}/authorize</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Token endpoint</th>
            <td>
              <code>{POCKET_ID_URL}/api/oidc/token</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Userinfo endpoint</th>
            <td>
              <code>{POCKET_ID_URL}/api/oidc/userinfo</code>
            </td>
          </tr>
          <tr>
            <th scope="row">Scopes</th>
            <td>
              <code>{scopes}</code>
            </td>
          </tr>
          <tr>
            <th scope="row">PKCE</th>
            <td>
              {PKCE_LABELS[facts.pkce]}
              {pkceOn ? ' (S256)' : ''}
            </td>
          </tr>
        </tbody>
      </ScrollTable>
      <CodeBlock data-title="Check the discovery document">
        <code className="hljs language-bash">{`curl ${POCKET_ID_URL}/.well-known/openid-configuration`}</code>
      </CodeBlock>
    </section>
  );
}
