import fs from 'fs';
import path from 'path';
import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import type { ClientGuideFacts } from '../../../src/clientGuides/core/clientExample';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// Docs, guides and the API overview read their TOC from the HTML their MDX renders to, as API pages do.
test("a doc's TOC is the h2 and h3 its body renders, with the ids their anchors have", async () => {
  const body = [
    '## Set `APP_URL` for **HTTPS**',
    '```sh',
    '## a comment in a fence, not a heading',
    '```',
    '### snake_case and \\*stars\\*',
    '#### Too deep for the TOC',
    '<h2 id="written-as-jsx">Written as JSX</h2>',
    '## Set `APP_URL` for **HTTPS**',
  ].join('\n\n');
  const doc = await renderBody('doc', { body, file: 'doc.mdx' });
  expect(doc.headings).toEqual([
    { depth: 2, value: 'Set APP_URL for HTTPS', id: 'set-app_url-for-https' },
    { depth: 3, value: 'snake_case and *stars*', id: 'snake_case-and-stars' },
    { depth: 2, value: 'Written as JSX', id: 'written-as-jsx' },
    { depth: 2, value: 'Set APP_URL for HTTPS', id: 'set-app_url-for-https-1' },
  ]);
  for (const { id } of doc.headings) expect(doc.contentHtml).toContain(`id="${id}"`);
});

const setupFile = path.resolve(__dirname, '../../../content/partials/pocket-id-client-setup.mdx');
const facts: ClientGuideFacts = {
  name: 'Example',
  homepage: 'https://example.test',
  category: 'dev-tools',
  redirectUris: ['https://example.test/callback'],
  postLogoutRedirectUris: [],
  pkce: 'required',
  clientType: 'confidential',
  groupsClaim: false,
  roleMapping: null,
  minVersion: null,
  lastChecked: '2026-11-01',
  sources: ['https://example.test/docs'],
};

test("a guide's TOC is the Pocket ID half's headings, then the app's, and the half is named by its first", async () => {
  const setup = { body: fs.readFileSync(setupFile, 'utf8'), file: setupFile };
  const guide = await renderBody('clientExample', { body: '## Configure Example\n\n### Groups', file: 'example.mdx', facts, setup });
  expect(guide.headings).toEqual([
    { depth: 2, value: 'Create the client in Pocket ID', id: 'create-the-client-in-pocket-id' },
    { depth: 3, value: 'Values for the app', id: 'values-for-the-app' },
    { depth: 2, value: 'Configure Example', id: 'configure-example' },
    { depth: 3, value: 'Groups', id: 'groups' },
  ]);
  expect(guide.contentHtml).toContain('<section aria-labelledby="create-the-client-in-pocket-id" class="pocket-id-setup">');
});

test("the API overview's TOC is the headings of its prose as rendered", async () => {
  const overview = await renderBody('apiOverview', {
    body: '## Browse the API by tag\n\n## Authentication\n\n### Authenticate with an API key',
    file: 'api-overview.mdx',
    facts: { operationCount: 0, tagCount: 0, tags: [], info: null },
  });
  expect(overview.headings).toEqual([
    { depth: 2, value: 'Browse the API by tag', id: 'browse-the-api-by-tag' },
    { depth: 2, value: 'Authentication', id: 'authentication' },
    { depth: 3, value: 'Authenticate with an API key', id: 'authenticate-with-an-api-key' },
  ]);
});
