import { css } from '@emotion/react';
import { bodyPartStyle } from '../bodyPartStyle';
import { TAB_SET } from '../mdx/Tabs.attributes';

export const responseExamplesStyle = bodyPartStyle(
  'response-examples',
  css`
    /* Status tabs, tight enough that eight fit one row of a 390 px phone (the tabs' own look is Tabs'). */
    .${TAB_SET} > [role='tablist'] {
      gap: 0;
    }
    [role='tablist'] > [role='tab'] {
      font-family: var(--font-mono);
      font-size: var(--text-sm);
      padding: 0.4rem 0.45rem;
    }
    .no-example {
      color: var(--c-text-muted);
      font-size: var(--text-base);
    }
  `,
);
