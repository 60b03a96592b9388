import { formatPageTitle } from '../../../src/components/pageTitle';

describe('formatPageTitle', () => {
  test('page title, then the site title', () => {
    expect(formatPageTitle('Installation', 'Pocket ID')).toBe('Installation | Pocket ID');
  });
  test('trims surrounding whitespace', () => {
    expect(formatPageTitle('  LDAP \n', 'Pocket ID')).toBe('LDAP | Pocket ID');
  });
  test.each([[null], [undefined], [''], ['   '], ['Pocket ID']])('only the site title for %p', title => {
    expect(formatPageTitle(title, 'Pocket ID')).toBe('Pocket ID');
  });
  test('a title that merely contains the site name is kept', () => {
    expect(formatPageTitle('Pocket ID API', 'Pocket ID')).toBe('Pocket ID API | Pocket ID');
  });
});
