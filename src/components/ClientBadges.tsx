import React from 'react';
import { css } from '@emotion/react';
import { CATEGORY_LABELS, ClientCategory, PKCE_LABELS, PkceSupport } from '../lib/clientExample';

export const badgeList = css`
  display: flex; flex-wrap: wrap; gap: 0.4rem; list-style: none; padding: 0; margin: 0 0 1rem;
  li { font-size: 0.78rem; font-weight: 600; padding: 0.1rem 0.55rem; border-radius: 999px; border: 1px solid var(--c-border); background: var(--c-bg-soft); color: var(--c-text); }
  li[data-kind='pkce-required'], li[data-kind='pkce-supported'] { color: var(--c-tip); border-color: currentColor; }
  li[data-kind='pkce-not-supported'] { color: var(--c-warning); border-color: currentColor; }
  li[data-kind='groups'] { color: var(--c-info); border-color: currentColor; }
`;

export interface BadgeFacts {
  category: string;
  pkce: string;
  clientType: string;
  groupsClaim: boolean;
}

/** Category and capability badges, shared by the guide header and the index. */
export function ClientBadges({ facts }: { facts: BadgeFacts }) {
  return (
    <ul css={badgeList} aria-label="At a glance">
      <li data-kind="category">{CATEGORY_LABELS[facts.category as ClientCategory] ?? facts.category}</li>
      <li data-kind={`pkce-${facts.pkce}`}>{PKCE_LABELS[facts.pkce as PkceSupport] ?? facts.pkce}</li>
      <li data-kind={`client-${facts.clientType}`}>{facts.clientType === 'public' ? 'Public client' : 'Confidential client'}</li>
      <li data-kind={facts.groupsClaim ? 'groups' : 'no-groups'}>{facts.groupsClaim ? 'Groups / roles' : 'No group claim'}</li>
    </ul>
  );
}
