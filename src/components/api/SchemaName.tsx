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
 * A schema page's full name under its shorter title (none when the title is the name). The
 * template renders it as the page's header, and develop's search article from its HTML.
 */
export function SchemaName({ name, title }: { name: string; title: string }) {
  if (title === name) return null;
  return (
    <p className="schema-name" css={style}>
      <code>{name}</code>
    </p>
  );
}
