import React from 'react';
import { withPrefix } from 'gatsby';
import { ScrollTable } from './ScrollTable';
import { TableHead } from './TableHead';
import { POCKET_ID_URL } from '../lib/pocketIdUrl';

const ENDPOINTS: [string, string][] = [
  ['Issuer', ''],
  ['Discovery document', '/.well-known/openid-configuration'],
  ['Authorization', '/authorize'],
  ['Token', '/api/oidc/token'],
  ['Userinfo', '/api/oidc/userinfo'],
  ['JSON Web Key Set', '/.well-known/jwks.json'],
  ['End session (logout)', '/api/oidc/end-session'],
  ['Token introspection', '/api/oidc/introspect'],
  ['Pushed authorization requests', '/api/oidc/par'],
  ['Device authorization', '/api/oidc/device/authorize'],
];

/**
 * The client-examples index's generic settings for any OpenID Connect app. Static: rendered
 * at build time (create-client-index), in the browser only in develop.
 */
export function ConnectUnlistedApp() {
  return (
    <>
      <h2 id="connect-an-app-that-is-not-listed">Connect an app that is not listed</h2>
      <p>
        Any application that supports OpenID Connect (sometimes labelled &ldquo;OAuth&rdquo;, &ldquo;SSO&rdquo; or &ldquo;generic OIDC&rdquo;) can sign people
        in with Pocket ID. Create an OIDC client in Pocket ID with the app&rsquo;s callback URL, then give the app the values below. Most apps only ask for the
        issuer or the discovery URL and find the rest themselves.
      </p>
      <h3 id="endpoints">Endpoints</h3>
      <ScrollTable>
        <TableHead columns={['What', 'URL']} />
        <tbody>
          {ENDPOINTS.map(([label, path]) => (
            <tr key={label}>
              <td>{label}</td>
              <td>
                <code>
                  {POCKET_ID_URL}
                  {path}
                </code>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p>
        Replace <code>{POCKET_ID_URL}</code> with your <code>APP_URL</code>. ID tokens are signed with the instance&rsquo;s single signing key (RS256 unless you
        rotated to another algorithm); apps read the key from the JSON Web Key Set.
      </p>
      <h3 id="scopes-and-claims">Scopes and claims</h3>
      <ul>
        <li>
          <code>openid</code> is always required and gives the <code>sub</code> claim (a stable user ID).
        </li>
        <li>
          <code>profile</code> adds <code>name</code>, <code>given_name</code>, <code>family_name</code>, <code>display_name</code>,{' '}
          <code>preferred_username</code> and <code>picture</code>.
        </li>
        <li>
          <code>email</code> adds <code>email</code> and <code>email_verified</code>.
        </li>
        <li>
          <code>groups</code> adds <code>groups</code>, the names of the user&rsquo;s Pocket ID groups.
        </li>
        <li>
          <code>offline_access</code> is accepted, but not needed: Pocket ID issues a refresh token with every authorization code exchange.
        </li>
      </ul>
      <p>Custom claims defined on users and groups are added to the tokens as well.</p>
      <h3 id="choose-the-client-type">Choose the client type</h3>
      <ul>
        <li>
          <strong>Confidential</strong> for apps with a server side that can keep the client secret. Turn PKCE on if the app sends a code challenge.
        </li>
        <li>
          <strong>Public</strong> for single-page, desktop and mobile apps that cannot keep a secret. Pocket ID always requires PKCE for public clients, so the
          app must send a code challenge.
        </li>
      </ul>
      <p>
        If sign-in fails with a PKCE or redirect error, see <a href={withPrefix('/docs/troubleshooting/common-issues')}>common issues</a>.
      </p>
    </>
  );
}
