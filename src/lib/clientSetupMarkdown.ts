/**
 * The frontmatter-driven parts of a client guide as Markdown, for its twin: the facts line
 * under the title and the Pocket ID half of the setup, with the same wording as the page
 * (src/components/PocketIdClientSetup.tsx; a build test compares the two texts).
 */
import { PKCE_LABELS, PkceSupport } from './clientExample';
import { clientBadges } from './clientBadges';

export const POCKET_ID_EXAMPLE_URL = 'https://pocket-id.example.com';

export interface ClientGuideFacts {
  name: string;
  homepage: string;
  category: string;
  redirectUris: string[];
  pkce: PkceSupport;
  clientType: 'public' | 'confidential';
  groupsClaim: boolean;
  roleMapping?: string | null;
  minVersion?: string | null;
  lastChecked: string;
}

/** The badges and the links under the guide's title. */
export function clientFactsMarkdown(facts: ClientGuideFacts): string {
  const badges = clientBadges(facts).map(b => b.label).join(' · ');
  const meta = [`[${facts.name} website](${facts.homepage})`];
  if (facts.minVersion) meta.push(`Needs ${facts.name} ${facts.minVersion} or later`);
  meta.push(`Facts checked on ${facts.lastChecked}`);
  return `${badges}\n\n${meta.join(' · ')}`;
}

/**
 * The "Create the client in Pocket ID" section. `resolveLink` turns a site path into the
 * URL the twin links to.
 */
export function clientSetupMarkdown(facts: ClientGuideFacts, resolveLink: (path: string) => string): string {
  const pkceOn = facts.pkce !== 'not-supported';
  const scopes = facts.groupsClaim ? 'openid profile email groups' : 'openid profile email';
  const name = facts.name;
  const steps = [
    'Sign in to Pocket ID as an administrator and open the OIDC clients page of the admin area.',
    `Add a client and name it **${name}**. The name and an optional logo are what people see on the sign-in and consent screens.`,
    `Enter ${facts.redirectUris.length > 1 ? 'these callback URLs' : 'this callback URL'}, replacing the host with the address ${name} is served from:\n\n` +
      facts.redirectUris.map(uri => `   - \`${uri}\``).join('\n'),
    facts.clientType === 'public'
      ? `Mark the client as **public**. ${name} cannot keep a secret, so Pocket ID issues no client secret and requires PKCE on every sign-in.`
      : `Leave the client **confidential** (not public). Pocket ID generates a client secret that ${name} sends when it exchanges the authorization code.`,
    {
      required: `Turn **PKCE on**. ${name} always sends a code challenge, and with PKCE on Pocket ID rejects any sign-in without one.`,
      supported: `Turn **PKCE on**. ${name} can send a code challenge; with PKCE on, Pocket ID rejects sign-ins that arrive without one, which protects the authorization code.`,
      'not-supported': `Leave **PKCE off**. ${name} does not send a code challenge, and Pocket ID would refuse its sign-ins with PKCE on (PKCE is always enforced for public clients, which is why this client is confidential).`,
    }[facts.pkce],
    facts.groupsClaim
      ? `${name} reads the \`groups\` claim. Create the groups you need in Pocket ID, add people to them, and request the \`groups\` scope.${facts.roleMapping ? ` ${facts.roleMapping}` : ''}`
      : `${name} does not read group membership. To limit who can sign in, restrict the client to [allowed groups](${resolveLink('/docs/configuration/allowed-groups')}).`,
    `Save, then copy the client ID${facts.clientType === 'confidential' ? ' and the client secret (the secret is shown only once)' : ''}.`,
  ];
  const rows: [string, string][] = [
    ['Issuer', `\`${POCKET_ID_EXAMPLE_URL}\``],
    ['Discovery URL', `\`${POCKET_ID_EXAMPLE_URL}/.well-known/openid-configuration\``],
    ['Authorization endpoint', `\`${POCKET_ID_EXAMPLE_URL}/authorize\``],
    ['Token endpoint', `\`${POCKET_ID_EXAMPLE_URL}/api/oidc/token\``],
    ['Userinfo endpoint', `\`${POCKET_ID_EXAMPLE_URL}/api/oidc/userinfo\``],
    ['Scopes', `\`${scopes}\``],
    ['PKCE', `${PKCE_LABELS[facts.pkce]}${pkceOn ? ' (S256)' : ''}`],
  ];
  return [
    '## Create the client in Pocket ID',
    steps.map((step, i) => `${i + 1}. ${step}`).join('\n'),
    '### Values for the app',
    'Pocket ID publishes everything an OIDC client needs in its discovery document; most apps only need the issuer or the discovery URL.',
    ['| Setting | Value |', '| --- | --- |', ...rows.map(([k, v]) => `| ${k} | ${v} |`)].join('\n'),
    'Check the discovery document:',
    '```bash\ncurl ' + `${POCKET_ID_EXAMPLE_URL}/.well-known/openid-configuration` + '\n```',
  ].join('\n\n');
}
