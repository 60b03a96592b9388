import { editDistance, maxTypos } from '../../../src/search/core/fuzzy';

describe('typo tolerance', () => {
  it('allows one typo from 4 letters and two from 8', () => {
    expect(maxTypos('abc')).toBe(0);
    expect(maxTypos('ldap')).toBe(1);
    expect(maxTypos('passkeys')).toBe(2);
  });

  it('computes bounded edit distance with transpositions', () => {
    expect(editDistance('immich', 'immich', 1)).toBe(0);
    expect(editDistance('immcih', 'immich', 1)).toBe(1);
    expect(editDistance('ldpa', 'ldap', 1)).toBe(1);
    expect(editDistance('pasckey', 'passkey', 1)).toBe(1);
    expect(editDistance('enviroment', 'environment', 2)).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
    expect(editDistance('short', 'much-longer', 2)).toBe(3);
  });
});
