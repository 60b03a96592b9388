import React from 'react';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';
import { colorModeLabel } from '../lib/colorMode';
import { colorModeRoot } from '../lib/rootAttributes';
import { useColorMode } from '../providers/ColorModeProvider';

const style = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  border: 0;
  background: none;
  color: var(--c-text);
  cursor: pointer;
  &:hover {
    background: var(--c-bg-soft);
  }
  svg {
    display: none;
    width: 1.3rem;
    height: 1.3rem;
  }
  /* The icon follows the mode the boot script painted, so it is right before hydration. */
  ${colorModeRoot('light')} & .icon-light,
  ${colorModeRoot('dark')} & .icon-dark,
  ${colorModeRoot('system')} & .icon-system,
  ${colorModeRoot(null)} & .icon-light {
    display: block;
  }
`;

export function ColorModeToggle() {
  const { mode, cycle } = useColorMode();
  const label = colorModeLabel(mode, siteConfig.colorMode.respectPrefersColorScheme);
  return (
    <button css={style} type="button" onClick={cycle} aria-label={label} title={label} data-mode={mode}>
      <svg className="icon-light" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        />
      </svg>
      <svg className="icon-dark" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.6A8.5 8.5 0 0 1 9.4 3.5a8.5 8.5 0 1 0 11.1 11.1z" />
      </svg>
      <svg className="icon-system" viewBox="0 0 24 24" aria-hidden="true">
        <rect x="3" y="4" width="18" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M8 20h8M12 16v4" />
      </svg>
    </button>
  );
}
