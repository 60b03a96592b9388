import fs from 'fs';
import path from 'path';
import { renderMdxBody } from '../../../src/gatsby/bodies/renderStatic';
import { homeComponents } from '../../../src/components/home/homeComponents';
import type { HomeFacts } from '../../../src/components/home/homeFacts';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// The home page's prose, rendered through the site's MDX pipeline with made-up data.
const file = path.resolve(__dirname, '../../../content/pages/home.mdx');
const prose = fs.readFileSync(file, 'utf8');

const facts: HomeFacts = {
  guideCount: 7,
  guides: [
    { slug: '/docs/client-examples/with-logo', name: 'With Logo', logo: { href: '#si-x', light: null, dark: null } },
    { slug: '/docs/client-examples/no-logo', name: 'No Logo', logo: null },
  ],
};

const render = (body = prose, data = facts) => renderMdxBody(body, file, '', undefined, homeComponents(data));

test('the number of guides comes from the data, wherever the prose says it', async () => {
  const html = await render();
  expect(html).toContain('Browse 7 integrations');
  expect(html).toContain('for 7 applications.');
  expect(html).toContain('See all 7 guides');
  expect(html).not.toMatch(/\b45\b/);
});

test('the integrations band lists the guides that have a logo, and the quick start shows the Compose file, highlighted and titled', async () => {
  const html = await render();
  expect(html).toContain('href="/docs/client-examples/with-logo"');
  expect(html).not.toContain('href="/docs/client-examples/no-logo"');
  expect(html).toContain('<span class="hljs-attr">services:</span>');
  expect(html).toContain('<span class="code-title">docker-compose.yml</span>');
});

test('the hero keeps its landmark, the page title and the summary the twins and search read', async () => {
  const html = await render();
  expect(html).toMatch(/<section id="home-hero" class="hero [^"]*" aria-label="Pocket ID"/);
  expect(html).toContain('<h1>Passkey sign-in for every app you self-host</h1>');
  expect(html).toMatch(/<p class="lead" data-page-frame="summary"/);
});

test('an unknown feature icon is named with the icons there are', async () => {
  const body = '<Features>\n<Feature icon="rocket" to="/" title="T">x</Feature>\n</Features>\n';
  await expect(render(body)).rejects.toThrow('Unknown feature icon "rocket": use one of passkey, oidc, groups, ldap, api, audit');
});
