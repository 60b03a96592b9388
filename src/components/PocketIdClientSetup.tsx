import React from 'react';
import { withPrefix } from 'gatsby';
import { PKCE_LABELS, PkceSupport } from '../lib/clientExample';
import { CodeBlock } from './mdx/CodeBlock';
import { ScrollTable } from './ScrollTable';

export const POCKET_ID_URL = 'https://pocket-id.example.com';

export interface ClientFacts {
  name: string;
  redirectUris: string[];
  pkce: PkceSupport;
  clientType: 'public' | 'confidential';
  groupsClaim: boolean;
  roleMapping?: string | null;
}

/** Headings this section adds to the page (for the table of contents). */
export const CLIENT_SETUP_HEADINGS = [
  { depth: 2, value: 'Create the client in Pocket ID', id: 'create-the-client-in-pocket-id' },
  { depth: 3, value: 'Values for the app', id: 'values-for-the-app' },
];

/**
 * The Pocket ID half of every client guide, rendered from the guide's frontmatter so
 * all guides give the same, correct steps.
 */
export function PocketIdClientSetup({ facts }: { facts: ClientFacts }) {
  const pkceOn = facts.pkce !== 'not-supported';
  const scopes = facts.groupsClaim ? 'openid profile email groups' : 'openid profile email';
  return (
    <section aria-labelledby={CLIENT_SETUP_HEADINGS[0].id} className="pocket-id-setup">
      <h2 id={CLIENT_SETUP_HEADINGS[0].id}>{CLIENT_SETUP_HEADINGS[0].value}</h2>
      <ol>
        <li>Sign in to Pocket ID as an administrator and open the OIDC clients page of the admin area.</li>
        <li>
          Add a client and name it <strong>{facts.name}</strong>. The name and an optional logo are what people see on the sign-in and consent
          screens.
        </li>
        <li>
          Enter {facts.redirectUris.length > 1 ? 'these callback URLs' : 'this callback URL'}, replacing the host with the address {facts.name} is
          served from:
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
              Mark the client as <strong>public</strong>. {facts.name} cannot keep a secret, so Pocket ID issues no client secret and requires PKCE
              on every sign-in.
            </>
          ) : (
            <>
              Leave the client <strong>confidential</strong> (not public). Pocket ID generates a client secret that {facts.name} sends when it
              exchanges the authorization code.
            </>
          )}
        </li>
        <li>
          {facts.pkce === 'required' && (
            <>
              Turn <strong>PKCE on</strong>. {facts.name} always sends a code challenge, and with PKCE on Pocket ID rejects any sign-in without one.
            </>
          )}
          {facts.pkce === 'supported' && (
            <>
              Turn <strong>PKCE on</strong>. {facts.name} can send a code challenge; with PKCE on, Pocket ID rejects sign-ins that arrive without
              one, which protects the authorization code.
            </>
          )}
          {facts.pkce === 'not-supported' && (
            <>
              Leave <strong>PKCE off</strong>. {facts.name} does not send a code challenge, and Pocket ID would refuse its sign-ins with PKCE on (PKCE is
              always enforced for public clients, which is why this client is confidential).
            </>
          )}
        </li>
        <li>
          {facts.groupsClaim ? (
            <>
              {facts.name} reads the <code>groups</code> claim. Create the groups you need in Pocket ID, add people to them, and request the{' '}
              <code>groups</code> scope. {facts.roleMapping ?? ''}
            </>
          ) : (
            <>
              {facts.name} does not read group membership. To limit who can sign in, restrict the client to{' '}
              <a href={withPrefix('/docs/configuration/allowed-groups')}>allowed groups</a>.
            </>
          )}
        </li>
        <li>Save, then copy the client ID{facts.clientType === 'confidential' ? ' and the client secret (the secret is shown only once)' : ''}.</li>
      </ol>
      <h3 id={CLIENT_SETUP_HEADINGS[1].id}>{CLIENT_SETUP_HEADINGS[1].value}</h3>
      <p>Pocket ID publishes everything an OIDC client needs in its discovery document; most apps only need the issuer or the discovery URL.</p>
      <ScrollTable>
        <tbody>
          <tr><th scope="row">Issuer</th><td><code>{POCKET_ID_URL}</code></td></tr>
          <tr><th scope="row">Discovery URL</th><td><code>{POCKET_ID_URL}/.well-known/openid-configuration</code></td></tr>
          <tr><th scope="row">Authorization endpoint</th><td><code>{POCKET_ID_URL}/authorize</code></td></tr>
          <tr><th scope="row">Token endpoint</th><td><code>{POCKET_ID_URL}/api/oidc/token</code></td></tr>
          <tr><th scope="row">Userinfo endpoint</th><td><code>{POCKET_ID_URL}/api/oidc/userinfo</code></td></tr>
          <tr><th scope="row">Scopes</th><td><code>{scopes}</code></td></tr>
          <tr><th scope="row">PKCE</th><td>{PKCE_LABELS[facts.pkce]}{pkceOn ? ' (S256)' : ''}</td></tr>
        </tbody>
      </ScrollTable>
      <CodeBlock data-title="Check the discovery document">
        <code className="hljs language-bash">{`curl ${POCKET_ID_URL}/.well-known/openid-configuration`}</code>
      </CodeBlock>
    </section>
  );
}
