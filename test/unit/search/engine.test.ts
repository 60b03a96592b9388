import { buildIndex } from '../../../src/search/core/buildIndex';
import { SearchEngine } from '../../../src/search/core/engine';
import { excerpt } from '../../../src/search/core/excerpt';
import { groupByPage } from '../../../src/search/core/pageGroups';
import type { SearchRecord } from '../../../src/search/core/types';

const record = (
  route: string,
  anchor: string,
  pageTitle: string,
  heading: string,
  body: string,
  extra: Partial<SearchRecord> = {},
  fields: Partial<SearchRecord['fields']> = {},
): SearchRecord => ({
  route,
  anchor,
  pageTitle,
  heading,
  type: 'docs',
  ...extra,
  fields: { title: pageTitle, heading: anchor ? heading : undefined, body, ...fields },
});

const records: SearchRecord[] = [
  record('/docs/configuration/environment-variables', '', 'Environment variables', 'Environment variables', 'Every variable Pocket ID reads.'),
  record(
    '/docs/configuration/environment-variables',
    'security',
    'Environment variables',
    'Security and encryption',
    'ENCRYPTION_KEY Master key that encrypts secrets. ENCRYPTION_KEY_FILE is supported.',
    {},
    { def: 'ENCRYPTION_KEY' },
  ),
  record(
    '/docs/setup/upgrading',
    'v2',
    'Upgrade Pocket ID',
    'Upgrade to 2.x',
    'Set ENCRYPTION_KEY before you upgrade; the key must be 16 bytes.',
    {},
    { code: 'ENCRYPTION_KEY' },
  ),
  record('/docs/configuration/ldap', '', 'LDAP', 'LDAP', 'Connect Pocket ID to your directory and sync users and groups.'),
  record('/docs/configuration/ldap', 'group-sync', 'LDAP', 'Group synchronisation', 'LDAP groups are synced every hour.'),
  record('/docs/client-examples/immich', '', 'Immich', 'Immich', 'Sign in to Immich with Pocket ID.', { type: 'client' }),
  record(
    '/docs/api/endpoints/list-users',
    '',
    'List users',
    'List users',
    'GET /api/users Returns a page of users. Send the X-API-Key header.',
    { type: 'api', method: 'GET', path: '/api/users' },
    { path: 'GET /api/users' },
  ),
  record(
    '/docs/api/endpoints/get-user',
    '',
    'Get user',
    'Get user',
    'GET /api/users/{id} Returns one user.',
    { type: 'api', method: 'GET', path: '/api/users/{id}' },
    { path: 'GET /api/users/{id}' },
  ),
  record('/docs/guides/apis', '', 'API keys', 'API keys', 'Send the key in the X-API-Key header.', {}, { def: 'X-API-Key' }),
];

function engineFor(recs: SearchRecord[], options = {}) {
  const index = buildIndex(recs, options);
  const loaded: string[] = [];
  const engine = new SearchEngine(index.manifest, async file => {
    loaded.push(file);
    const text = index.files.get(file);
    if (!text) throw new Error(`missing ${file}`);
    return JSON.parse(text);
  });
  return { engine, index, loaded };
}

const topRoutes = async (engine: SearchEngine, query: string) => groupByPage(await engine.search(query)).map(g => g.route);

describe('search engine', () => {
  it('finds a record marked identifierOnly by its whole identifier, never by a word of it', async () => {
    const section: SearchRecord = {
      route: '/docs/configuration/environment-variables',
      anchor: 'users',
      pageTitle: 'Environment variables',
      heading: 'Users',
      type: 'docs',
      fields: {
        heading: 'Users',
        def: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS ALLOW_USER_SIGNUPS',
        // The section's text repeats the name and its words, as the real page does.
        body: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS Custom claims every new user gets at signup by default. Set SIGNUP_DEFAULT_CUSTOM_CLAIMS to a JSON list of custom claims; SIGNUP_DEFAULT_CUSTOM_CLAIMS applies to signup with ALLOW_USER_SIGNUPS. The default custom claims: SIGNUP_DEFAULT_CUSTOM_CLAIMS.',
      },
    };
    const row: SearchRecord = {
      ...section,
      anchor: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS',
      heading: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS · default []',
      fields: { heading: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS', def: 'SIGNUP_DEFAULT_CUSTOM_CLAIMS' },
      identifierOnly: true,
    };
    const { engine } = engineFor([section, row]);
    const anchors = async (query: string) => {
      const hits = await engine.search(query);
      const details = await engine.details(hits.map(h => h.id));
      return hits.map(h => details.get(h.id)?.anchor);
    };
    expect(await anchors('custom claims')).toEqual(['users']);
    expect((await anchors('SIGNUP_DEFAULT_CUSTOM_CLAIMS'))[0]).toBe('SIGNUP_DEFAULT_CUSTOM_CLAIMS');
  });

  it('ranks the page defining an identifier first', async () => {
    const { engine } = engineFor(records);
    expect((await topRoutes(engine, 'ENCRYPTION_KEY'))[0]).toBe('/docs/configuration/environment-variables');
    expect((await topRoutes(engine, 'X-API-Key'))[0]).toBe('/docs/guides/apis');
  });

  it('prefers the exact API path over longer paths', async () => {
    const { engine } = engineFor(records);
    const routes = await topRoutes(engine, '/api/users');
    expect(routes[0]).toBe('/docs/api/endpoints/list-users');
    expect(routes).toContain('/docs/api/endpoints/get-user');
  });

  it('tolerates typos by length', async () => {
    const { engine } = engineFor(records);
    expect((await topRoutes(engine, 'immcih'))[0]).toBe('/docs/client-examples/immich');
    expect((await topRoutes(engine, 'ldpa'))[0]).toBe('/docs/configuration/ldap');
    // Three letters: no typo allowed.
    expect(await topRoutes(engine, 'ldq')).toEqual([]);
  });

  it('matches prefixes of the word being typed', async () => {
    const { engine } = engineFor(records);
    expect((await topRoutes(engine, 'imm'))[0]).toBe('/docs/client-examples/immich');
    expect((await topRoutes(engine, 'ldap synchro'))[0]).toBe('/docs/configuration/ldap');
  });

  it('prefers records that match every word and lands on sections', async () => {
    const { engine } = engineFor(records);
    const hits = await engine.search('ldap group');
    expect(hits[0].route).toBe('/docs/configuration/ldap');
    const details = await engine.details([hits[0].id]);
    expect(details.get(hits[0].id)?.url).toBe('/docs/configuration/ldap#group-sync');
  });

  it('labels types and methods', async () => {
    const { engine } = engineFor(records);
    const [group] = groupByPage(await engine.search('list users'));
    expect(group).toMatchObject({ type: 'api', method: 'GET', route: '/docs/api/endpoints/list-users' });
  });

  it('loads only the shards a query needs', async () => {
    const many: SearchRecord[] = [];
    for (let i = 0; i < 200; i++) many.push(record(`/docs/p${i}`, '', `Page ${i}`, `Page ${i}`, `word${i} alpha${i % 7} common text number ${i}`));
    const { engine, index, loaded } = engineFor(many, { shardChars: 200, chunkChars: 300 });
    const shardFiles = Array.from(index.files.keys()).filter(name => /\/t\d+\.json$/.test(name));
    expect(shardFiles.length).toBeGreaterThan(10);
    const hits = await engine.search('word42');
    expect(hits[0].route).toBe('/docs/p42');
    const shardsLoaded = loaded.filter(name => /\/t\d+\.json$/.test(name));
    expect(shardsLoaded.length).toBeLessThanOrEqual(3);
    await engine.details([hits[0].id]);
    expect(loaded.filter(name => /\/x\d+\.json$/.test(name))).toHaveLength(1);
  });

  it('loads only the dictionary parts of the typed prefix, or for a typo its first letter', async () => {
    const words = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel', 'india', 'juliet', 'kilo', 'lima', 'mike', 'november'];
    const many: SearchRecord[] = [];
    words.forEach(word => {
      for (let j = 0; j < 6; j++) many.push(record(`/docs/${word}${j}`, '', `${word} ${j}`, `${word} ${j}`, `${word}${j}x ${word}ling ${word}`));
    });
    const { engine, index, loaded } = engineFor(many, { dictChars: 60 });
    expect(index.manifest.dict.length).toBeGreaterThan(10);
    expect(index.manifest.dict[0]).toBe('0');
    const dictLoads = () => loaded.filter(name => /\/d\d+\.json$/.test(name));

    expect((await topRoutes(engine, 'hotel3x'))[0]).toBe('/docs/hotel3');
    expect(dictLoads()).toHaveLength(1);
    // Prefix of the word being typed.
    expect((await topRoutes(engine, 'julie'))[0]).toMatch(/^\/docs\/juliet/);
    // A typo loads the parts of the word's first letter, and no more.
    loaded.length = 0;
    expect((await topRoutes(engine, 'novembr'))[0]).toMatch(/^\/docs\/november/);
    const parts = dictLoads().map(name => Number(/d(\d+)\.json$/.exec(name)![1]));
    expect(parts.length).toBeGreaterThan(0);
    for (const n of parts) expect(index.manifest.dict[n] < 'o' && (index.manifest.dict[n + 1] ?? '~') > 'n').toBe(true);
    expect(dictLoads().length).toBeLessThan(index.manifest.dict.length / 2);
  });

  it('after warming, answers queries and details from memory', async () => {
    const many: SearchRecord[] = [];
    for (let i = 0; i < 120; i++) many.push(record(`/docs/p${i}`, `s${i}`, `Page ${i}`, `Section ${i}`, `word${i} alpha${i % 7} common text number ${i}`));
    const { engine, index, loaded } = engineFor(many, { dictChars: 100, shardChars: 200, chunkChars: 300, partChars: 2000 });
    expect(index.manifest.postingParts.length).toBeGreaterThan(1);
    expect(index.manifest.textParts.length).toBeGreaterThan(1);
    expect(engine.warmed).toBe(false);
    await engine.warm();
    expect(engine.warmed).toBe(true);
    const partsLoaded = loaded.length;
    // The bulk parts carry the vocabulary too: no dictionary part is fetched.
    expect(loaded.every(name => /\/[pw]\d+\.json$/.test(name))).toBe(true);
    expect(partsLoaded).toBe(index.manifest.postingParts.length + index.manifest.textParts.length);

    const hits = await engine.search('word77');
    expect(hits[0].route).toBe('/docs/p77');
    const details = await engine.details(hits.map(hit => hit.id));
    expect(details.get(hits[0].id)).toMatchObject({ url: '/docs/p77#s77', heading: 'Section 77' });
    expect(loaded).toHaveLength(partsLoaded);
    // A second call reuses the finished load.
    await engine.warm();
    expect(loaded).toHaveLength(partsLoaded);
  });

  it('gives the same answers warmed and cold', async () => {
    const options = { dictChars: 40, shardChars: 50, chunkChars: 80, partChars: 300 };
    const cold = engineFor(records, options).engine;
    const warm = engineFor(records, options).engine;
    await warm.warm();
    for (const query of ['ENCRYPTION_KEY', 'ldap group', 'immcih', '/api/users', 'x-api']) {
      const [a, b] = [await cold.search(query), await warm.search(query)];
      expect(b).toEqual(a);
      const ids = a.map(hit => hit.id);
      expect(await warm.details(ids)).toEqual(await cold.details(ids));
    }
  });

  it('tries a failed warm-up again on the next call', async () => {
    const index = buildIndex(records);
    let fail = true;
    const engine = new SearchEngine(index.manifest, async file => {
      if (fail && file.endsWith('/w0.json')) throw new Error('offline');
      return JSON.parse(index.files.get(file)!);
    });
    await expect(engine.warm()).rejects.toThrow('offline');
    fail = false;
    await engine.warm();
    expect(engine.warmed).toBe(true);
  });

  it("finds the docs' word for a reader's word (synonyms.ts), below a page that uses the reader's word", async () => {
    const { engine } = engineFor([
      record('/docs/troubleshooting/account-recovery', '', 'Account recovery', 'Account recovery', 'Get back in after you lost a passkey.'),
      record('/docs/faq', '', 'FAQ', 'FAQ', 'What if I forgot which passkey I used?'),
      record('/docs/configuration/ldap', '', 'LDAP', 'LDAP', 'Sync users and groups from a directory.'),
    ]);
    expect(await topRoutes(engine, 'forgot passkey')).toEqual(['/docs/faq', '/docs/troubleshooting/account-recovery']);
    // The synonym is a matched term, so the excerpt marks it.
    const [hit] = (await engine.search('forgot')).filter(h => h.route === '/docs/troubleshooting/account-recovery');
    expect(hit.terms).toContain('lost');
  });

  it('names the index folder by the content of its files', () => {
    const a = buildIndex(records).manifest.base;
    expect(buildIndex(records).manifest.base).toBe(a);
    // Same records, other file layout: another folder, so cached old files are never mixed in.
    expect(buildIndex(records, { chunkChars: 100 }).manifest.base).not.toBe(a);
    expect(buildIndex(records.slice(1)).manifest.base).not.toBe(a);
  });

  it('stores every record once and keeps records of a page together', () => {
    const { index } = engineFor([records[3], records[0], records[4]]);
    expect(index.manifest.records).toBe(3);
    expect(index.manifest.pages.map(p => p[0])).toEqual(['/docs/configuration/ldap', '/docs/configuration/environment-variables']);
    expect(index.manifest.pageStarts).toEqual([0, 2]);
  });
});

describe('excerpt', () => {
  it('marks matched terms around the densest match', () => {
    const text = `${'Filler words here. '.repeat(20)}Set ENCRYPTION_KEY to a long random value. ${'More filler. '.repeat(20)}`;
    const segments = excerpt(text, ['encryption_key', 'encryption', 'key'], 120);
    const marked = segments.filter(s => s.mark).map(s => s.text);
    expect(marked).toEqual(['ENCRYPTION_KEY']);
    expect(segments[0].text).toBe('…');
    expect(segments.map(s => s.text).join('').length).toBeLessThan(130);
  });

  it('starts and ends at word boundaries', () => {
    const text = `${'alpha beta gamma delta '.repeat(20)}the passkey works ${'epsilon zeta eta theta '.repeat(20)}`;
    const shown = excerpt(text, ['passkey'], 100)
      .map(s => s.text)
      .join('');
    const words = new Set(text.split(/\s+/));
    const inner = shown.replace(/^…/, '').replace(/…$/, '').trim().split(' ');
    for (const word of inner) expect(words.has(word)).toBe(true);
  });

  it('returns the start of the text when nothing matches', () => {
    expect(excerpt('Short text', ['zzz'])).toEqual([{ text: 'Short text', mark: false }]);
  });
});
