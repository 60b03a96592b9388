import { css } from '@emotion/react';
import { bodyPartStyle } from '../../components/bodyPartStyle';

/** The tree keeps near the prose measure, so its Expand/Collapse buttons stay beside it. */
export const schemaPageBodyStyle = bodyPartStyle(
  'schema-page',
  css`
    .schema-tree {
      max-width: calc(var(--measure) + var(--space-8));
    }
  `,
);
