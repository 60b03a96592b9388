import {
  ClientFilter,
  ClientSummary,
  EMPTY_FILTER,
  filterClientExamples,
  filterFromQuery,
  filterToQuery,
  isEmptyFilter,
} from '../../../src/clientGuides/core/clientFilter';

const client = (slug: string, name: string, overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  slug: `/docs/client-examples/${slug}`,
  name,
  description: `${name} signs in with Pocket ID.`,
  category: 'Media',
  pkce: 'supported',
  clientType: 'confidential',
  groupsClaim: false,
  ...overrides,
});

const examples = [
  client('jellyfin', 'Jellyfin', { pkce: 'not-supported', groupsClaim: true }),
  client('immich', 'Immich', { category: 'Photos', pkce: 'required', clientType: 'public' }),
  client('nextcloud', 'Nextcloud', { category: 'Files', groupsClaim: true }),
  client('ocis', 'oCIS', { category: 'Files', pkce: 'required', clientType: 'public', groupsClaim: true }),
  client('home-assistant', 'Home Assistant', { category: 'Home', pkce: 'supported', clientType: 'public' }),
];

const filter = (overrides: Partial<Omit<ClientFilter, 'capabilities'>> & { capabilities?: Partial<ClientFilter['capabilities']> } = {}): ClientFilter => ({
  ...EMPTY_FILTER,
  ...overrides,
  capabilities: { ...EMPTY_FILTER.capabilities, ...overrides.capabilities },
});
const names = (f: ClientFilter) => filterClientExamples(examples, f).map(e => e.name);

test('the empty filter keeps every example in its order', () => {
  expect(names(EMPTY_FILTER)).toEqual(['Jellyfin', 'Immich', 'Nextcloud', 'oCIS', 'Home Assistant']);
});

describe('query', () => {
  it('matches the name regardless of case, spaces and punctuation', () => {
    expect(names(filter({ query: 'OCIS' }))).toEqual(['oCIS']);
    expect(names(filter({ query: 'home-assist' }))).toEqual(['Home Assistant']);
    expect(names(filter({ query: '  next cloud ' }))).toEqual(['Nextcloud']);
  });

  it('matches the last segment of the slug', () => {
    const renamed = [client('audiobookshelf', 'ABS')];
    expect(filterClientExamples(renamed, filter({ query: 'audiobook' })).map(e => e.name)).toEqual(['ABS']);
  });

  it('does not search the description or the category', () => {
    expect(names(filter({ query: 'signs' }))).toEqual([]);
    expect(names(filter({ query: 'photos' }))).toEqual([]);
  });

  it('folds accents so a plain query finds an accented name', () => {
    const accented = [client('jellyseerr', 'Jellyséerr')];
    expect(filterClientExamples(accented, filter({ query: 'jellyseerr' }))).toHaveLength(1);
  });

  it('a query of only punctuation filters nothing', () => {
    expect(names(filter({ query: '--' }))).toHaveLength(examples.length);
  });
});

test('category keeps only the exact category', () => {
  expect(names(filter({ category: 'Files' }))).toEqual(['Nextcloud', 'oCIS']);
  expect(names(filter({ category: 'files' }))).toEqual([]);
});

describe('capabilities', () => {
  it('PKCE keeps clients that support or require it and drops those that do not support it', () => {
    expect(names(filter({ capabilities: { pkce: true } }))).toEqual(['Immich', 'Nextcloud', 'oCIS', 'Home Assistant']);
  });

  it('PKCE drops clients whose PKCE support is unverified', () => {
    const mixed = [client('kasm', 'Kasm', { pkce: 'unverified' }), client('immich', 'Immich', { pkce: 'required' })];
    expect(filterClientExamples(mixed, filter({ capabilities: { pkce: true } })).map(e => e.name)).toEqual(['Immich']);
  });

  it('groups keeps clients that read the groups claim', () => {
    expect(names(filter({ capabilities: { groups: true } }))).toEqual(['Jellyfin', 'Nextcloud', 'oCIS']);
  });

  it('public and confidential keep their client type', () => {
    expect(names(filter({ capabilities: { public: true } }))).toEqual(['Immich', 'oCIS', 'Home Assistant']);
    expect(names(filter({ capabilities: { confidential: true } }))).toEqual(['Jellyfin', 'Nextcloud']);
  });

  it('public and confidential together match nothing, since a client has one type', () => {
    expect(names(filter({ capabilities: { public: true, confidential: true } }))).toEqual([]);
  });
});

test('every filter applies at once', () => {
  expect(names(filter({ category: 'Files', capabilities: { pkce: true, groups: true } }))).toEqual(['Nextcloud', 'oCIS']);
  expect(names(filter({ category: 'Files', capabilities: { pkce: true, groups: true, public: true } }))).toEqual(['oCIS']);
  expect(names(filter({ query: 'next', category: 'Files', capabilities: { public: true } }))).toEqual([]);
});

test('returns the objects it was given, extra fields included', () => {
  const withRoute = examples.map(e => ({ ...e, route: e.slug }));
  const [first] = filterClientExamples(withRoute, filter({ query: 'immich' }));
  expect(first).toBe(withRoute[1]);
});

describe('filter state in the query string', () => {
  const categories = ['Media', 'Files'];

  test('the empty filter is no query string at all', () => {
    expect(filterToQuery(EMPTY_FILTER)).toBe('');
    expect(filterToQuery(filter({ query: '   ' }))).toBe('');
  });

  test('query, category and capabilities round-trip', () => {
    const f = filter({ query: 'home assistant', category: 'Files', capabilities: { pkce: true, public: true } });
    const search = filterToQuery(f);
    expect(search).toBe('?q=home+assistant&category=Files&has=pkce,public');
    expect(filterFromQuery(search, categories)).toEqual(f);
  });

  test('unknown categories and capabilities in a shared link are dropped', () => {
    expect(filterFromQuery('?category=Nope&has=pkce,bogus&q=x', categories)).toEqual(filter({ query: 'x', capabilities: { pkce: true } }));
  });

  test('isEmptyFilter tells a filtered view from the full list', () => {
    expect(isEmptyFilter(EMPTY_FILTER)).toBe(true);
    expect(isEmptyFilter(filter({ query: ' ' }))).toBe(true);
    expect(isEmptyFilter(filter({ capabilities: { groups: true } }))).toBe(false);
    expect(isEmptyFilter(filter({ category: 'Media' }))).toBe(false);
  });
});
