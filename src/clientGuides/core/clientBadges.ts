import { CATEGORY_LABELS, ClientCategory, PKCE_LABELS, PkceSupport } from './clientExample';

/** What the category and capability badges of a client example show. */
export interface BadgeFacts {
  category: string;
  pkce: string;
  clientType: string;
  groupsClaim: boolean;
}

interface Badge {
  /** data-kind of the badge, which the badge style colours by. */
  kind: string;
  label: string;
}

/** The four badges of a guide, in display order: category, PKCE, client type, groups. */
export function clientBadges(facts: BadgeFacts): Badge[] {
  return [
    { kind: 'category', label: CATEGORY_LABELS[facts.category as ClientCategory] ?? facts.category },
    { kind: `pkce-${facts.pkce}`, label: PKCE_LABELS[facts.pkce as PkceSupport] ?? facts.pkce },
    { kind: `client-${facts.clientType}`, label: facts.clientType === 'public' ? 'Public client' : 'Confidential client' },
    { kind: facts.groupsClaim ? 'groups' : 'no-groups', label: facts.groupsClaim ? 'Groups / roles' : 'No group claim' },
  ];
}
