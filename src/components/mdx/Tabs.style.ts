import { css } from '@emotion/react';
import { bodyPartStyle } from '../bodyPartStyle';
import { WITHOUT_SCRIPTS } from '../../lib/rootAttributes';
import { TAB_LABEL } from './Tabs.attributes';

export const tabsStyle = bodyPartStyle(
  'tab-set',
  css`
    margin: 0 0 1.25rem;
    /* The panels' margins stay inside the set, as they must once it renders lazily (src/lib/lazyBlocks.ts). */
    display: flow-root;
    [role='tabpanel'] > :last-child {
      margin-bottom: 0;
    }
    /* One row at every width: on a phone the labels get smaller, and a row still too long scrolls sideways. */
    [role='tablist'] {
      display: flex;
      gap: 0.25rem;
      overflow-x: auto;
      scrollbar-width: thin;
      /* The rule under the tabs is the list's own shadow, which the selected tab's border covers (a scroller clips a -1px margin). */
      box-shadow: inset 0 -1px 0 var(--c-border);
      margin-bottom: 1rem;
    }
    [role='tab'] {
      flex: none;
      white-space: nowrap;
      font: inherit;
      background: none;
      border: 0;
      border-bottom: 3px solid transparent;
      padding: 0.5rem 0.9rem;
      color: var(--c-text-muted);
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      color: var(--c-link);
      border-bottom-color: var(--c-link);
      font-weight: 600;
    }
    [role='tab']:hover {
      background: var(--c-bg-soft);
    }
    /* Inside the scrolling list an outside ring would be cut off. */
    [role='tab']:focus-visible {
      outline-offset: -3px;
    }
    @media (max-width: 36rem) {
      [role='tab'] {
        font-size: var(--text-sm);
        padding: 0.5rem 0.6rem;
      }
    }
    /* Tabs' variant="compact": short code labels (HTTP statuses) in monospace, tight enough that eight fit one row of a 390 px phone. */
    &[data-variant='compact'] > [role='tablist'] {
      gap: 0;
      > [role='tab'] {
        font-family: var(--font-mono);
        font-size: var(--text-sm);
        padding: 0.4rem 0.45rem;
      }
    }
    /* Without JavaScript the tabs cannot switch: every panel shows, stacked under its tab's label (its data-label). */
    ${WITHOUT_SCRIPTS} & > [role='tablist'] {
      display: none;
    }
    ${WITHOUT_SCRIPTS} & > [role='tabpanel'] {
      display: block;
      margin-bottom: 1rem;
    }
    ${WITHOUT_SCRIPTS} & > [role='tabpanel']::before {
      content: attr(${TAB_LABEL});
      display: block;
      margin-bottom: 0.5rem;
      padding-bottom: 0.25rem;
      border-bottom: 1px solid var(--c-border);
      font-weight: 600;
    }
  `,
);
