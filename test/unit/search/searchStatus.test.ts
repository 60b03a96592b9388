import { countPages, searchStatus, View } from '../../../src/search/browser/useSearchResults';
import { discussionsSearch } from '../../../src/search/browser/NoResults';
import type { PageGroup } from '../../../src/search/core/pageGroups';

const page = (route: string, type: PageGroup['type'], full: boolean): PageGroup => ({
  page: 0,
  route,
  pageTitle: route,
  type,
  method: '',
  score: 1,
  full,
  hits: [],
});

describe('the search status line', () => {
  const pages = [page('/docs/a', 'docs', true), page('/docs/b', 'client', true), page('/docs/c', 'docs', false), page('/docs/d', 'api', false)];
  const view = (found: PageGroup[]): View => ({
    query: 'smtp email not sending',
    groups: found.map(group => ({ group, shown: [] })),
    ...countPages(found),
    error: null,
  });

  it('counts the pages that match the whole query, and says how many more match some words', () => {
    expect(countPages(pages).counts).toEqual({ all: 2, docs: 1, client: 1, api: 0 });
    expect(countPages(pages).partial).toEqual({ all: 2, docs: 1, client: 0, api: 1 });
    expect(searchStatus({ view: view(pages), query: 'smtp email not sending', filter: 'all', done: true })).toBe(
      '2 pages found for “smtp email not sending”. 2 more pages have some of the words.',
    );
    expect(searchStatus({ view: view(pages), query: 'smtp email not sending', filter: 'client', done: true })).toBe(
      '1 page found for “smtp email not sending”.',
    );
  });

  it('says so when no page has every word', () => {
    const partial = pages.filter(p => !p.full);
    expect(searchStatus({ view: view(partial), query: 'smtp email not sending', filter: 'all', done: true })).toBe(
      '2 pages have some of the words of “smtp email not sending”, none all of them.',
    );
    expect(searchStatus({ view: view([]), query: 'smtp email not sending', filter: 'all', done: true })).toBe('No results for “smtp email not sending”.');
  });

  it("searches Pocket ID's GitHub discussions for the query", () => {
    expect(discussionsSearch('passkey & localhost')).toBe('https://github.com/pocket-id/pocket-id/discussions?discussions_q=passkey%20%26%20localhost');
  });
});
