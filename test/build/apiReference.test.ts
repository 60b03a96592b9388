/** The API reference over the production build: every operation and tag has its page. */
import fs from 'fs';
import path from 'path';
import { loadApiModel, ApiModel } from '../../src/apiReference/core';
import { builtPages } from '../support/html';

const root = path.resolve(__dirname, '../..');
const publicDir = path.join(root, 'public');
const html = (route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8');

const LEGACY = `authorize-oidc-client check-if-authorization-confirmation-is-required create-api-key create-client-secret create-oidc-client create-oidc-tokens
create-one-time-access-token create-user create-user-group delete-client-logo delete-oidc-client delete-user delete-user-group end-oidc-session
end-oidc-session-post-method exchange-one-time-access-token get-background-image get-client-logo get-client-metadata get-current-user
get-current-users-profile-picture get-custom-claim-suggestions get-favicon get-json-web-key-set-jwks get-logo-image get-oidc-client
get-open-id-connect-discovery-configuration get-user-by-id get-user-group-by-id get-user-groups get-user-information get-user-information-post-method
get-user-profile-picture list-all-application-configurations list-api-keys list-audit-logs list-oidc-clients list-public-application-configurations
list-user-groups list-users request-one-time-access-email revoke-api-key send-test-email setup-initial-admin synchronize-ldap update-allowed-user-groups
update-application-configurations update-background-image update-client-logo update-current-user update-current-users-profile-picture
update-custom-claims-for-a-user update-custom-claims-for-a-user-group update-favicon update-logo update-oidc-client update-user update-user-group
update-user-groups update-user-profile-picture update-users-in-a-group`.split(/\s+/);

let model: ApiModel;
beforeAll(async () => {
  model = await loadApiModel(path.join(root, 'openapi/pocket-id.yaml'));
});

test('the spec documents the 134 operations', () => {
  expect(model.operations).toHaveLength(134);
});

test('every operation has a page with its method, path and code samples', () => {
  for (const op of model.operations) {
    const page = html(`docs/api/endpoints/${op.slug}`);
    expect([op.slug, page.includes(`data-search-api-path="${op.path}"`)]).toEqual([op.slug, true]);
    expect([op.slug, page.includes(`data-method="${op.method}"`)]).toEqual([op.slug, true]);
    expect([op.slug, page.includes('Code samples')]).toEqual([op.slug, true]);
  }
});

test('every operation is in the sidebar with its method badge', () => {
  const page = html('docs/api-documentation');
  const sidebar = page.slice(page.indexOf('aria-label="Docs sidebar"'));
  for (const op of model.operations) expect([op.slug, sidebar.includes(`href="/docs/api/endpoints/${op.slug}"`)]).toEqual([op.slug, true]);
});

test('every tag page lists all of its operations', () => {
  expect(model.tags.length).toBeGreaterThanOrEqual(8);
  for (const tag of model.tags) {
    const page = html(`docs/api/endpoints/${tag.slug}`);
    const main = page.slice(page.indexOf('id="main-content"'));
    for (const slug of tag.operationSlugs) expect([tag.slug, slug, main.includes(`href="/docs/api/endpoints/${slug}"`)]).toEqual([tag.slug, slug, true]);
  }
});

test('the 61 operation URLs of the old reference still resolve', () => {
  const pages = builtPages(publicDir);
  expect(LEGACY).toHaveLength(61);
  for (const slug of LEGACY) {
    const route = `/docs/api/endpoints/${slug}`;
    const page = pages.get(route);
    expect([slug, Boolean(page)]).toEqual([slug, true]);
    const refresh = /http-equiv="refresh" content="0; url=([^"]+)"/.exec(page!);
    if (refresh) expect([slug, pages.has(refresh[1])]).toEqual([slug, true]);
  }
});

test('the API index links every tag and explains authentication', () => {
  const page = html('docs/api-documentation');
  expect(page).toContain('X-API-Key');
  for (const tag of model.tags) expect(page).toContain(`href="/docs/api/endpoints/${tag.slug}"`);
});

test('descriptions from the spec are sanitised: no script reaches the pages', () => {
  for (const op of model.operations.slice(0, 40)) {
    const page = html(`docs/api/endpoints/${op.slug}`);
    const main = page.slice(page.indexOf('id="main-content"'), page.indexOf('</main>'));
    expect(main).not.toMatch(/<script|onerror=|javascript:/i);
  }
});

test('one API overview: /docs/api redirects to /docs/api-documentation', () => {
  const redirect = html('docs/api');
  expect(redirect).toMatch(/http-equiv="refresh" content="0; url=\/docs\/api-documentation"/);
  expect(redirect).toContain('noindex');
});

test('the API overview covers authentication, errors, pagination and rate limits, with a card per tag', () => {
  const page = html('docs/api-documentation');
  const main = page.slice(page.indexOf('id="main-content"'), page.indexOf('</main>'));
  for (const id of ['authentication', 'errors', 'pagination-sorting-and-filters', 'rate-limits', 'browse-the-api-by-tag']) expect(main).toContain(`id="${id}"`);
  expect(main).toContain('STATIC_API_KEY');
  expect(main).not.toContain('does goes');
  expect(main).not.toMatch(/\(1 operations\)/);
  // Security-scheme summaries render their code spans: no Markdown backticks reach the page.
  const schemes = main.slice(main.indexOf('id="authentication-schemes"'), main.indexOf('id="base-url"'));
  expect(schemes).toContain('<code>X-API-Key</code>');
  expect(schemes).not.toContain('`');
  const cards = main.slice(main.indexOf('class="api-tag-cards'));
  for (const tag of model.tags) {
    const count = tag.operationSlugs.length;
    const card = cards.slice(cards.indexOf(`href="/docs/api/endpoints/${tag.slug}"`));
    expect([tag.slug, card.indexOf(`${count} ${count === 1 ? 'operation' : 'operations'}</p>`) > -1]).toEqual([tag.slug, true]);
  }
});

test('operation pages do not repeat the Access note in the description', () => {
  for (const op of model.operations) {
    const page = html(`docs/api/endpoints/${op.slug}`);
    const main = page.slice(page.indexOf('id="main-content"'), page.indexOf('</main>'));
    expect([op.slug, (main.match(/Access:/g) ?? []).length]).toEqual([op.slug, 0]);
  }
});

test("operation pages' data carries no CSS: every style of their bodies ships once with the template", () => {
  const withCss = model.operations.filter(op => {
    const data = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-data/docs/api/endpoints', op.slug, 'page-data.json'), 'utf8'));
    expect(data.componentChunkName).toBe('component---src-templates-api-operation-tsx');
    return data.result.pageContext.bodyCss !== '';
  });
  expect(withCss.map(op => op.slug)).toEqual([]);
});
