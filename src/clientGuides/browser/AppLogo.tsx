import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { AppLogoData, monogram } from '../core/appLogo';
import { themeRoot } from '../../lib/rootAttributes';

const style = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: var(--logo-size, 2.5rem);
  height: var(--logo-size, 2.5rem);
  border-radius: calc(var(--logo-size, 2.5rem) * 0.25);
  background: var(--c-bg-soft);
  border: 1px solid var(--c-border);
  svg {
    width: 58%;
    height: 58%;
    fill: var(--logo-light, var(--c-text));
  }
  ${themeRoot('dark')} & svg {
    fill: var(--logo-dark, var(--c-text));
  }
  &.monogram {
    background: var(--c-active-bg);
    border-color: transparent;
    color: var(--c-link);
    font-weight: 700;
    font-size: calc(var(--logo-size, 2.5rem) * 0.36);
    letter-spacing: 0.02em;
    line-height: 1;
  }
`;

/**
 * An app's logo on a tile (a symbol of the build's simple-icons sprite), or its initials on
 * the same tile when the package has no logo. Decorative: the app's name is always beside it.
 */
export function AppLogo({ name, logo, size }: { name: string; logo?: AppLogoData | null; size?: string }) {
  const vars: Record<string, string> = {};
  if (size) vars['--logo-size'] = size;
  if (!logo) {
    return (
      <span css={style} className="app-logo monogram" style={vars} aria-hidden="true">
        {monogram(name)}
      </span>
    );
  }
  if (logo.light) vars['--logo-light'] = logo.light;
  if (logo.dark) vars['--logo-dark'] = logo.dark;
  return (
    <span css={style} className="app-logo" style={vars} aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <use href={withPrefix(logo.href)} />
      </svg>
    </span>
  );
}
