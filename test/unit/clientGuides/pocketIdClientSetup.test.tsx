import fs from 'fs';
import path from 'path';
import { renderMdxBody } from '../../../src/gatsby/bodies/renderStatic';
import { clientSetupComponents, type ClientFacts } from '../../../src/clientGuides/browser/clientSetupComponents';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// The partial every client guide shows, rendered through the site's MDX pipeline with one guide's facts.
const file = path.resolve(__dirname, '../../../content/partials/pocket-id-client-setup.mdx');
const partial = fs.readFileSync(file, 'utf8');

const facts = (pkce: ClientFacts['pkce'], more: Partial<ClientFacts> = {}): ClientFacts => ({
  name: 'Example',
  redirectUris: ['https://example.test/callback'],
  postLogoutRedirectUris: [],
  pkce,
  clientType: 'confidential',
  groupsClaim: false,
  roleMapping: null,
  ...more,
});

const render = (pkce: ClientFacts['pkce'], more: Partial<ClientFacts> = {}) =>
  renderMdxBody(partial, file, '', undefined, clientSetupComponents(facts(pkce, more)));

test('an app with unverified PKCE support starts with PKCE off and is not said to send or lack a challenge', async () => {
  const html = await render('unverified');
  expect(html).toContain('Leave <strong>PKCE</strong> off to start with');
  expect(html).toContain('could not be confirmed');
  expect(html).not.toContain('does not send a code challenge');
  expect(html).toContain('PKCE unverified');
  expect(html).not.toContain('(S256)');
});

test('an app that sends PKCE gets S256 in the values table', async () => {
  expect(await render('required')).toContain('PKCE required (S256)');
  expect(await render('not-supported')).toContain('does not send a code challenge');
});

test('a public client gets no secret step and no PKCE step of its own; a confidential one gets both', async () => {
  const publicHtml = await render('required', { clientType: 'public' });
  expect(publicHtml).toContain('Turn on <strong>Public Client</strong>. Example cannot keep a secret');
  expect(publicHtml).not.toContain('Add client secret');
  expect(publicHtml).not.toContain('Turn on <strong>PKCE</strong>');
  expect((publicHtml.match(/<li>/g) ?? []).length).toBe(8); // 7 steps + 1 callback URL
  const confidential = await render('required');
  expect(confidential).toContain('Add client secret');
  expect((confidential.match(/<li>/g) ?? []).length).toBe(10); // and the PKCE and secret steps
});

test('the groups step and scopes follow groupsClaim, with the role mapping’s code spans', async () => {
  const html = await render('supported', {
    groupsClaim: true,
    roleMapping: 'Map `admins` to the admin role.',
    redirectUris: ['https://a.test/cb', 'https://b.test/cb'],
  });
  expect(html).toContain('<code>openid profile email groups</code>');
  expect(html).toContain('Map <code>admins</code> to the admin role.');
  expect(html).toContain('enter these URLs');
  expect(await render('supported')).toContain('groups only decide who may sign in');
});

test('logout callback URLs are a step of their own, listed like the callback URLs, only for an app that names some', async () => {
  const withLogout = await render('required', { postLogoutRedirectUris: ['https://example.test/signed-out'] });
  expect(withLogout).toContain('Under <strong>Logout Callback URLs</strong>, enter this URL');
  expect(withLogout).toContain('<ul class="logout-callback-urls"><li><code>https://example.test/signed-out</code></li></ul>');
  expect(withLogout).toContain('href="#sign-out"');
  const several = await render('required', { postLogoutRedirectUris: ['https://example.test/a', 'https://example.test/b'] });
  expect(several).toContain('enter these URLs');
  const without = await render('required');
  expect(without).not.toContain('Logout Callback URLs');
  expect(without).not.toContain('logout-callback-urls');
});
