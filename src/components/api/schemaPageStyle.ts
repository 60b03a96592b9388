import { css } from '@emotion/react';

/** What only a schema page adds to operationStyle; apart, so that operation pages do not download it. */
export const schemaPageStyle = css`
  /* The tree keeps near the prose measure, so its Expand/Collapse buttons stay beside it. */
  .api-schema .schema-tree {
    max-width: calc(var(--measure) + var(--space-8));
  }
  /* The schema's full, namespaced name, under its title. */
  .schema-name {
    margin: 0 0 var(--space-4);
    overflow-wrap: anywhere;
    code {
      font-size: var(--text-sm);
    }
  }
`;
