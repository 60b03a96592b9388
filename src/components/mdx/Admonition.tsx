import React from 'react';
import { css } from '@emotion/react';

import { ADMONITION_TITLES as TITLES, admonitionKind, type AdmonitionType } from './Admonition.kinds';
import { ADMONITION } from './Admonition.attributes';

/** 20x20 stroke icons: a speech note, a light bulb, an "i", a triangle, an octagon. */
const ICON_PATHS: Record<AdmonitionType, string[]> = {
  note: ['M4 4h12v9l-3 3H4z', 'M7 8h6M7 11h4'],
  tip: ['M7.5 14.5h5M8.5 17h3', 'M10 3a5 5 0 0 0-3 9c.5.4.5 1 .5 1.5h5c0-.5 0-1.1.5-1.5a5 5 0 0 0-3-9z'],
  info: ['M10 17.5a7.5 7.5 0 1 0 0-15 7.5 7.5 0 0 0 0 15z', 'M10 9v5M10 6.2v.1'],
  warning: ['M10 3 2.5 16.5h15z', 'M10 8v4M10 14.3v.1'],
  danger: ['M7 2.5h6L17.5 7v6L13 17.5H7L2.5 13V7z', 'M10 6.5v4.5M10 13.4v.1'],
};

/** Each kind's accent and background colours, picked by its class. */
const KIND_COLOURS = (Object.keys(TITLES) as AdmonitionType[])
  .map(kind => `&.admonition-${kind} { --accent: var(--c-${kind}); --bg: var(--c-${kind}-bg); }`)
  .join('\n');

const style = css`
  ${KIND_COLOURS}
  border-left: 4px solid var(--accent);
  background: var(--bg);
  border-radius: var(--radius);
  padding: var(--space-3) var(--space-4);
  margin: 0 0 var(--space-5);
  .admonition-title {
    display: flex;
    gap: var(--space-2);
    align-items: center;
    font-weight: 700;
    color: var(--accent);
    margin: 0 0 var(--space-1);
    font-size: var(--text-sm);
  }
  .admonition-title svg {
    width: 1.15rem;
    height: 1.15rem;
    flex: none;
  }
  & > div > :last-child {
    margin-bottom: 0;
  }
`;

/** Callout box: note, tip, info, warning or danger. */
export function Admonition({ type = 'note', title, children }: { type?: AdmonitionType; title?: string; children: React.ReactNode }) {
  const kind = admonitionKind(type);
  return (
    <aside css={style} className={`${ADMONITION} admonition-${kind}`} aria-label={title ?? TITLES[kind]}>
      <p className="admonition-title">
        <svg
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          {ICON_PATHS[kind].map(d => (
            <path key={d} d={d} />
          ))}
        </svg>
        {title ?? TITLES[kind]}
      </p>
      <div>{children}</div>
    </aside>
  );
}
