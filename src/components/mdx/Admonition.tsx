import React from 'react';
import { css } from '@emotion/react';

export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

const TITLES: Record<AdmonitionType, string> = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };
const ICONS: Record<AdmonitionType, string> = { note: 'ℹ︎', tip: '✓', info: 'ℹ︎', warning: '!', danger: '⚠︎' };

const style = css`
  border-left: 4px solid var(--accent); background: var(--bg); border-radius: var(--radius); padding: 0.85rem 1rem; margin: 0 0 1.25rem;
  .admonition-title { display: flex; gap: 0.5rem; align-items: center; font-weight: 700; color: var(--accent); margin: 0 0 0.35rem; text-transform: uppercase; font-size: 0.85rem; letter-spacing: 0.03em; }
  & > div > :last-child { margin-bottom: 0; }
`;

/** Callout box: note, tip, info, warning or danger. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind: AdmonitionType = TITLES[type] ? type : 'note';
  return (
    <aside
      css={style}
      className={`admonition admonition-${kind}`}
      style={{ ['--accent' as string]: `var(--c-${kind})`, ['--bg' as string]: `var(--c-${kind}-bg)` }}
      aria-label={title ?? TITLES[kind]}
    >
      <p className="admonition-title">
        <span aria-hidden="true">{ICONS[kind]}</span>
        {title ?? TITLES[kind]}
      </p>
      <div>{children}</div>
    </aside>
  );
}
