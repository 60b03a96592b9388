import React from 'react';
import { css } from '@emotion/react';

/** The schema's full, namespaced name, under its title. */
const style = css`
  margin: 0 0 var(--space-4);
  overflow-wrap: anywhere;
  code {
    font-size: var(--text-sm);
  }
`;

/**
 * A schema page's full name under its shorter title (none when the title is the name): the
 * page's header, rendered to HTML with its body (src/gatsby/bodies/pageBodies.tsx) for the template
 * and develop's search article alike.
 */
export function SchemaName({ name, title }: { name: string; title: string }) {
  if (title === name) return null;
  return (
    <p className="schema-name" css={style}>
      <code>{name}</code>
    </p>
  );
}
