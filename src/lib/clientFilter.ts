/** Filtering for the client-examples index (pure; the page and its tests share it). */
export interface ClientSummary {
  slug: string;
  name: string;
  description: string;
  category: string;
  pkce: string;
  clientType: string;
  groupsClaim: boolean;
}

export interface ClientFilter {
  query: string;
  category: string;
  capabilities: { pkce: boolean; groups: boolean; public: boolean; confidential: boolean };
}

export const EMPTY_FILTER: ClientFilter = { query: '', category: '', capabilities: { pkce: false, groups: false, public: false, confidential: false } };

const fold = (text: string) => text.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '');

export function filterClientExamples<T extends ClientSummary>(examples: T[], filter: ClientFilter): T[] {
  const query = fold(filter.query);
  const { pkce, groups, public: isPublic, confidential } = filter.capabilities;
  return examples.filter(
    e =>
      (!query || fold(e.name).includes(query) || fold(e.slug.split('/').pop() ?? '').includes(query)) &&
      (!filter.category || e.category === filter.category) &&
      (!pkce || e.pkce !== 'not-supported') &&
      (!groups || e.groupsClaim) &&
      (!isPublic || e.clientType === 'public') &&
      (!confidential || e.clientType === 'confidential'),
  );
}
