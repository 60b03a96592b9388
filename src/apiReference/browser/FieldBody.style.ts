import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

export const factsStyle = bodyPartStyle(
  'field-facts',
  css`
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    > div {
      margin: 0.1rem 0;
    }
    /* In a list's last item, global.ts's prose rule would take the last bottom margin off: not in a field. */
    ul > li:last-child & > div:last-child {
      margin-bottom: 0.1rem;
    }
    ul > li:last-child & pre:last-child {
      margin-bottom: 0.3rem;
    }
    code {
      font-size: var(--text-xs);
      overflow-wrap: anywhere;
    }
    pre {
      margin: 0.3rem 0;
      padding: 0.5rem 0;
      font-size: var(--text-xs);
    }
    pre code {
      display: block;
      padding: 0 0.75rem;
    }
  `,
);

export const fieldBodyStyle = bodyPartStyle(
  'field-body',
  css`
    margin: 0.2rem 0 0;
    font-size: var(--text-base);
    .api-markdown > :last-child,
    ul > li:last-child & .api-markdown > :last-child {
      margin-bottom: 0.3rem;
    }
    p {
      margin: 0 0 0.3rem;
    }
  `,
);
