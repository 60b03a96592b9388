import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { extractRecords } from '../../../src/search/build/extract';
import { API_BASE, schemaPagePath } from '../../../src/apiReference/core/routes';
import { CodeBlock } from '../../../src/components/mdx/CodeBlock';
import { API_OVERVIEW_PATH, CLIENT_EXAMPLES_PATH } from '../../../src/lib/siteRoutes';

const page = (article: string, head = '') =>
  `<!DOCTYPE html><html><head>${head}</head><body><nav><a href="/">Home</a></nav><main><article>${article}</article></main><footer>Footer</footer></body></html>`;

describe('extractRecords', () => {
  it('splits a doc into intro and h2/h3 sections and skips the page frame and chrome', () => {
    const html = page(
      '<h1>Environment variables</h1><p data-page-frame="summary">Every variable.</p><details data-page-frame=""><summary>On this page</summary><a href="#x">X</a></details>' +
        '<h2 id="security">Security<a aria-hidden="true" href="#security">#</a></h2><table><tr><td><code>ENCRYPTION_KEY</code></td><td>Master &amp; key <code>ENCRYPTION_KEY_FILE</code></td></tr></table>' +
        '<h3 id="files">Files</h3><p>Read <em>secrets</em>.</p><style>.x{color:red}</style><script>var y</script><div data-page-frame="">Edit</div><nav>Next</nav>',
    );
    const records = extractRecords('/docs/configuration/environment-variables', html);
    expect(records.map(r => [r.anchor, r.heading])).toEqual([
      ['', 'Environment variables'],
      ['security', 'Security'],
      ['files', 'Files'],
    ]);
    expect(records[0]).toMatchObject({ type: 'docs', pageTitle: 'Environment variables', fields: { body: 'Every variable.' } });
    expect(records[1].fields.def).toBe('ENCRYPTION_KEY');
    expect(records[1].fields.code).toBe('ENCRYPTION_KEY_FILE');
    expect(records[1].fields.body).toBe('Security ENCRYPTION_KEY Master & key ENCRYPTION_KEY_FILE');
    expect(records[2].fields.body).toBe('Files Read secrets.');
  });

  it('types client examples by route and skips drafts and pages without an article', () => {
    expect(extractRecords('/docs/client-examples/immich', page('<h1>Immich</h1><p>Photos.</p>'))[0].type).toBe('client');
    expect(extractRecords('/docs/x', page('<h1>Draft</h1><p>x</p>', '<meta name="robots" content="noindex"/>'))).toEqual([]);
    expect(extractRecords('/', '<html><body><main><h1>Home</h1></main></body></html>')).toEqual([]);
  });

  it('types pages by the routes the site creates them at, not by prefixes of its own', () => {
    const typeOf = (route: string) => extractRecords(route, page('<h1>T</h1><p>x</p>'))[0].type;
    expect(typeOf(`${CLIENT_EXAMPLES_PATH}/immich`)).toBe('client');
    expect(typeOf(`${API_BASE}/list-users`)).toBe('api');
    expect(typeOf(`${API_BASE}/users`)).toBe('api');
    expect(typeOf(schemaPagePath('user-dto'))).toBe('api');
    // The index pages and the API overview are guides.
    expect(typeOf(CLIENT_EXAMPLES_PATH)).toBe('docs');
    expect(typeOf(API_OVERVIEW_PATH)).toBe('docs');
    expect(typeOf('/docs/configuration/api-keys')).toBe('docs');
  });

  it('reads API operation markup', () => {
    const html = page(
      '<h1>List users</h1><div data-search-api-method="get" data-search-api-path="/api/users"><span>get</span> <span>/api/users</span></div><p>Returns users.</p>' +
        '<h2 id="parameters">Parameters</h2><table><tr><th scope="row"><code>search</code></th><td>Free text.</td></tr></table>',
    );
    const records = extractRecords('/docs/api/endpoints/list-users', html);
    expect(records[0]).toMatchObject({ type: 'api', method: 'GET', path: '/api/users', heading: 'List users', fields: { path: 'GET /api/users' } });
    expect(records[1]).toMatchObject({ anchor: 'parameters', method: 'GET', fields: { def: 'search' } });
    expect(records[1].fields.path).toBeUndefined();
  });

  it('keeps an entity-split word whole and reads unclosed elements as a browser does', () => {
    const html = page(
      '<h1>Errors</h1><p>Intro.</p><h2 id="body">Body</h2><pre><code>{&quot;error&quot;:&quot;Username is required&quot;}</code></pre><ul><li>first<li>second</ul><p>one<p>two',
    );
    const [, body] = extractRecords('/docs/errors', html);
    expect(body.fields.code).toBe('{"error":"Username is required"}');
    expect(body.fields.body).toBe('Body {"error":"Username is required"} first second one two');
  });

  it('reads only the first article and stops at its end', () => {
    const html = `<html><head><title>x</title></head><body><nav><h2 id="nav">Menu</h2></nav><article><h1>Only</h1><p>Inside.</p></article><article><h2 id="late">Late</h2></article><p>After.</p></body></html>`;
    const records = extractRecords('/docs/only', html);
    expect(records.map(r => r.anchor)).toEqual(['']);
    expect(records[0].fields.body).toBe('Inside.');
  });

  it('skips a button and an aria-hidden element, with everything inside them', () => {
    const html = page('<h1>T</h1><p>Kept <button class="x">Copy <b>this</b></button>text<span aria-hidden="true">#</span>.</p>');
    expect(extractRecords('/docs/t', html)[0].fields.body).toBe('Kept text.');
  });

  it('skips the page frame (the Copy page as Markdown row) and everything inside it, nested elements included', () => {
    const html = page(
      '<h1>T</h1><details data-page-frame=""><summary>Markdown</summary><div><a href="/docs/t.md">View as Markdown</a></div></details><p>Kept.</p>',
    );
    expect(extractRecords('/docs/t', html)[0].fields.body).toBe('Kept.');
  });

  it('separates words of side by side elements, but not highlighted code tokens or punctuation', () => {
    const html = page(
      '<h1>Update</h1><p><span>put</span><span>/api/users</span></p><ul><li><code class="name">allowOwnAccountEdit</code><span class="type">string</span><span class="flag">required</span></li></ul>' +
        '<p>Set <code>KEY</code>. Then <em>un</em>wrap.</p><select><option>All categories</option><option>Media</option></select>' +
        '<pre><code><span>client</span><span>.</span><span>secretFile</span><span>=</span><span>x</span></code></pre>',
    );
    expect(extractRecords('/docs/api/endpoints/update', html)[0].fields.body).toBe(
      'put /api/users allowOwnAccountEdit string required Set KEY. Then un wrap. All categories Media client.secretFile=x',
    );
  });

  it('quotes a section by its prose, not by its flattened tables or code blocks', () => {
    // The markup CodeBlock writes, so the index follows its class names.
    const composeBlock = renderToStaticMarkup(
      React.createElement(CodeBlock, { language: 'yaml' }, React.createElement('code', null, 'services:\n  pocket-id:\n    image: x')),
    );
    const html = page(
      `<h1>Install</h1><h2 id="compose">Compose</h2>${composeBlock}<p>Start it with <code>docker compose up</code>.</p><table><tr><td>a</td><td>b</td></tr></table>`,
    );
    const compose = extractRecords('/docs/setup/installation', html).find(r => r.anchor === 'compose')!;
    expect(compose.excerpt).toBe('Start it with docker compose up.');
    expect(compose.fields.body).toContain('services:');
  });

  it('quotes an API operation by its summary sentence on every result, and indexes its schema rows without quoting them', () => {
    const html = page(
      '<h1>Create OIDC client</h1><div data-search-api-method="post" data-search-api-path="/api/oidc/clients"><p><span>post</span><span>/api/oidc/clients</span></p><p>Part of <a href="/x">OIDC Clients</a></p></div>' +
        '<div class="api-markdown"><p>Registers a new OIDC client. The ID is generated unless a custom <code>id</code> is given.</p></div>' +
        '<h2 id="request-body">Request body</h2><p>Required.</p><div class="schema-tree"><ul><li><div><code class="name">name</code><span class="type">string</span><span>required</span><span>length 1..50</span></div><p>Client name.</p></li></ul></div>' +
        '<h2 id="responses">Responses</h2><div class="schema-tree"><ul><li><code class="name">callbackURLs</code><span>array</span></li></ul></div>',
    );
    const records = extractRecords('/docs/api/endpoints/create-oidc-client', html);
    expect(records.map(r => r.excerpt)).toEqual(['Registers a new OIDC client.', 'Registers a new OIDC client.', 'Registers a new OIDC client.']);
    // The rows are matched all the same.
    expect(records[1].fields.body).toMatch(/name string required length 1\.\.50/);
    expect(records[2].fields.body).toContain('callbackURLs');
  });

  it("indexes a diagram's text version without quoting it", () => {
    const html = page(
      '<h1>LDAP</h1><h2 id="sync">Sync</h2><figure class="diagram"><div class="diagram-scroll"><svg><text>LDAP</text></svg></div><figcaption><details><summary>Direction of sync: the diagram as text</summary><ol><li>LDAP directory → Pocket ID users</li></ol></details></figcaption></figure><p>Data flows one way.</p>',
    );
    const sync = extractRecords('/docs/configuration/ldap', html).find(r => r.anchor === 'sync')!;
    expect(sync.excerpt).toBe('Data flows one way.');
    expect(sync.fields.body).toContain('LDAP directory → Pocket ID users');
  });

  it('marks troubleshooting sections: the pages under /docs/troubleshooting and the sections under a "Troubleshoot" heading', () => {
    const html = page(
      '<h1>LDAP</h1><p>Sync users.</p><h2 id="connect">Connect</h2><p>Bind.</p><h2 id="troubleshoot-ldap-sync">Troubleshoot LDAP sync</h2><p>Read the log.</p><h3 id="some-users-are-missing">Some users are missing</h3><p>Check the filter.</p><h2 id="limits">Limits</h2><p>None.</p>',
    );
    const flags = extractRecords('/docs/configuration/ldap', html).map(r => [r.anchor, r.troubleshooting ?? false]);
    expect(flags).toEqual([
      ['', false],
      ['connect', false],
      ['troubleshoot-ldap-sync', true],
      ['some-users-are-missing', true],
      ['limits', false],
    ]);
    const issues = extractRecords('/docs/troubleshooting/common-issues', page('<h1>Common issues</h1><p>Fixes.</p><h2 id="a">A</h2><p>B.</p>'));
    expect(issues.every(r => r.troubleshooting)).toBe(true);
  });

  it('makes each environment-variable row a record of its own: name · default, quoting its description', () => {
    const html = page(
      '<h1>Environment variables</h1><h2 id="core">Core</h2><table data-variable-table=""><thead><tr><th>Variable</th><th>Default</th><th>Description</th></tr></thead><tbody>' +
        '<tr id="APP_URL"><td><a href="#APP_URL"><code>APP_<wbr/>URL</code></a><button>Copy</button></td><td><code>http://<wbr/>localhost:1411</code></td><td>The public URL.</td></tr>' +
        '</tbody></table><p>After the table.</p>',
    );
    const records = extractRecords('/docs/configuration/environment-variables', html);
    expect(records.map(r => [r.anchor, r.heading])).toEqual([
      ['core', 'Core'],
      ['APP_URL', 'APP_URL · default http://localhost:1411'],
    ]);
    expect(records[1]).toMatchObject({ excerpt: 'The public URL.', fields: { def: 'APP_URL' } });
    // The section keeps the row's text, and what follows the table.
    expect(records[0].fields.body).toContain('APP_URL');
    expect(records[0].excerpt).toBe('After the table.');
  });
});
