/** Filtering for the client-examples index and its URL state (pure; the page and its tests share it). */
import type { AppLogoData } from './appLogo';
import { sendsPkce } from './clientExample';

export interface ClientSummary {
  slug: string;
  name: string;
  description: string;
  category: string;
  pkce: string;
  clientType: string;
  groupsClaim: boolean;
  logo?: AppLogoData | null;
}

export interface ClientFilter {
  query: string;
  category: string;
  capabilities: { pkce: boolean; groups: boolean; public: boolean; confidential: boolean };
}

export const EMPTY_FILTER: ClientFilter = { query: '', category: '', capabilities: { pkce: false, groups: false, public: false, confidential: false } };

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '');

export function filterClientExamples<T extends ClientSummary>(examples: T[], filter: ClientFilter): T[] {
  const query = fold(filter.query);
  const { pkce, groups, public: isPublic, confidential } = filter.capabilities;
  return examples.filter(
    e =>
      (!query || fold(e.name).includes(query) || fold(e.slug.split('/').pop() ?? '').includes(query)) &&
      (!filter.category || e.category === filter.category) &&
      (!pkce || sendsPkce(e.pkce)) &&
      (!groups || e.groupsClaim) &&
      (!isPublic || e.clientType === 'public') &&
      (!confidential || e.clientType === 'confidential'),
  );
}

type Capability = keyof ClientFilter['capabilities'];
const CAPABILITY_KEYS: Capability[] = ['pkce', 'groups', 'public', 'confidential'];

/**
 * The filter as a query string (`?q=imm&category=media&has=pkce,groups`), empty for the
 * empty filter, so a filtered view can be shared and the browser history replays it.
 */
export function filterToQuery(filter: ClientFilter): string {
  const params = new URLSearchParams();
  if (filter.query.trim()) params.set('q', filter.query);
  if (filter.category) params.set('category', filter.category);
  const has = CAPABILITY_KEYS.filter(key => filter.capabilities[key]);
  if (has.length) params.set('has', has.join(','));
  const text = params.toString().replace(/%2C/g, ',');
  return text ? `?${text}` : '';
}

/** Reads a filter from a query string; unknown categories and capabilities are dropped. */
export function filterFromQuery(search: string, categories: readonly string[]): ClientFilter {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const has = new Set((params.get('has') ?? '').split(','));
  return {
    query: params.get('q') ?? '',
    category: categories.includes(category) ? category : '',
    capabilities: { pkce: has.has('pkce'), groups: has.has('groups'), public: has.has('public'), confidential: has.has('confidential') },
  };
}

export function isEmptyFilter(filter: ClientFilter): boolean {
  return !filter.query.trim() && !filter.category && CAPABILITY_KEYS.every(key => !filter.capabilities[key]);
}
