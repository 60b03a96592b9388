/**
 * A client guide's logout callback URLs (frontmatter `postLogoutRedirectUris`) reach every
 * place a reader or a machine reads the client from: the setup step's list, with the app
 * host marked for "Your setup", the create-client cURL request, the Markdown twin and search.
 * A guide without them gets neither the step nor the field.
 */
import fs from 'fs';
import path from 'path';
import { CONTENT_DIR, PUBLIC_DIR } from '../support/paths';
import { frontmatterOf } from '../support/content';
import { mdxFiles } from '../support/files';
import { builtPages, find, findAll, parse, text, type Element } from '../support/html';
import { markdownTwinPath } from '../../src/twins/markdownTwin';
import { extractRecords } from '../../src/search/build/extract';

const pages = builtPages();
const guides = mdxFiles(path.join(CONTENT_DIR, 'client-examples')).map(file => ({
  route: `/docs/client-examples/${path.basename(file, '.mdx')}`,
  logoutUris: (frontmatterOf(file).postLogoutRedirectUris as string[] | undefined) ?? [],
}));
const withLogout = guides.filter(guide => guide.logoutUris.length > 0);

/** The JSON body of the "Create the client" cURL request, as text of the page or of the twin. */
function requestBody(source: string): Record<string, unknown> {
  const body = /curl -X POST https:\/\/pocket-id\.example\.com\/api\/oidc\/clients[\s\S]*?--data '([\s\S]*?)'/.exec(source)?.[1];
  if (!body) throw new Error('no create-client request found');
  return JSON.parse(body) as Record<string, unknown>;
}

/** The text of the page's create-client code block. */
function pageRequestText(doc: Element): string {
  return text(find(doc, e => e.name === 'pre' && e.attribs['aria-label'] === 'Create the client'));
}

test('the guides that name logout callback URLs are there to check', () => {
  expect(withLogout.map(guide => guide.route)).toEqual(expect.arrayContaining(['/docs/client-examples/grist', '/docs/client-examples/immich']));
  expect(withLogout.length).toBeGreaterThanOrEqual(10);
});

test.each(withLogout.map(guide => [guide.route, guide.logoutUris]))('%s lists its logout callback URLs and sends them in its request', (route, uris) => {
  const doc = parse(pages.get(route) as string);
  const list = find(doc, e => e.name === 'ul' && e.attribs.class === 'logout-callback-urls');
  expect(list ? findAll(list, e => e.name === 'code').map(text) : null).toEqual(uris);
  // The app host in each is marked, so "Your setup" puts the reader's app address there.
  const marked = list ? findAll(list, e => e.attribs['data-example'] === 'app').map(text) : [];
  expect(marked).toHaveLength(uris.length);
  expect(requestBody(pageRequestText(doc)).logoutCallbackURLs).toEqual(uris);
});

test.each(withLogout.map(guide => [guide.route, guide.logoutUris]))('the twin of %s carries its logout callback URLs', (route, uris) => {
  const twin = fs.readFileSync(path.join(PUBLIC_DIR, markdownTwinPath(route)), 'utf8');
  const step = twin.split('\n').findIndex(line => line.includes('Under **Logout Callback URLs**'));
  expect(step).toBeGreaterThan(-1);
  const listed = twin
    .split('\n')
    .slice(step + 1)
    .filter(line => /^\s*- `/.test(line))
    .slice(0, uris.length)
    .map(line => /`([^`]+)`/.exec(line)?.[1]);
  expect(listed).toEqual(uris);
  expect(requestBody(twin).logoutCallbackURLs).toEqual(uris);
});

test('search reads the logout callback URL in the setup section', () => {
  const records = extractRecords('/docs/client-examples/grist', pages.get('/docs/client-examples/grist') as string);
  const setup = records.filter(record => (record.fields.body ?? '').includes('Logout Callback URLs'));
  expect(setup.map(record => record.fields.body).join(' ')).toContain('https://grist.example.com/signed-out');
});

test('a guide without logout callback URLs has no such step and no such field in its request', () => {
  const without = guides.filter(guide => guide.logoutUris.length === 0);
  expect(without.length).toBeGreaterThan(20);
  for (const { route } of without) {
    const html = pages.get(route) as string;
    expect(html).not.toContain('logout-callback-urls');
    expect(requestBody(pageRequestText(parse(html)))).not.toHaveProperty('logoutCallbackURLs');
  }
});
