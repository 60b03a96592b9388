import { normalise, queryGroups, stem, tokenize } from '../../../src/search/core/tokenize';

const terms = (text: string) => tokenize(text).map(t => t.term);

describe('tokenize', () => {
  it('lower-cases, strips diacritics and drops stop words', () => {
    expect(terms('The Café is OPEN')).toEqual(['cafe', 'open']);
    expect(normalise('Ärger')).toBe('arger');
  });

  it('keeps identifiers whole and also split into parts', () => {
    const tokens = tokenize('Set ENCRYPTION_KEY now');
    expect(tokens.map(t => t.term)).toEqual(['set', 'encryption_key', 'encryption', 'key', 'now']);
    expect(tokens.find(t => t.term === 'encryption_key')).toMatchObject({ identifier: true, start: 4, end: 18 });
  });

  it('handles paths, headers and host names', () => {
    expect(terms('GET /api/users.')).toEqual(['get', '/api/users', 'api', 'user']);
    expect(terms('the X-API-Key header')).toEqual(['x-api-key', 'api', 'key', 'header']);
    expect(terms('pocket-id.example.com')).toEqual(['pocket-id.example.com', 'pocket', 'id', 'example', 'com']);
    expect(terms('/api/users/{id}')).toContain('/api/users/{id}');
  });

  it('splits camelCase and keeps the joined word', () => {
    expect(terms('clientId')).toEqual(['clientid', 'client', 'id', 'clientid']);
  });

  it('drops hashes and UUID fragments', () => {
    expect(terms('3f5e9a8c-1d2b-4c6e-9f7a-0b8d4e2c6a19')).toEqual([]);
    expect(terms('sha256 oauth2')).toEqual(['sha256', 'oauth2']);
  });

  it('stems plurals lightly', () => {
    expect(stem('users')).toBe('user');
    expect(stem('policies')).toBe('policy');
    expect(stem('access')).toBe('access');
    expect(stem('status')).toBe('status');
  });

  it('groups a query into identifiers and words', () => {
    expect(queryGroups('ENCRYPTION_KEY rotate')).toEqual([
      { raw: 'encryption_key', whole: 'encryption_key', parts: ['encryption', 'key'] },
      { raw: 'rotate', whole: null, parts: ['rotate'] },
    ]);
    expect(queryGroups('how to')).toEqual([]);
    expect(queryGroups('the')).toEqual([{ raw: 'the', whole: null, parts: ['the'] }]);
  });
});
