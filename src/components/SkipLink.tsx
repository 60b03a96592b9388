import React from 'react';
import { css } from '@emotion/react';

const style = css`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 1000;
  padding: 0.6rem 1rem;
  border-radius: var(--radius);
  background: var(--c-accent);
  color: var(--c-accent-contrast);
  font-weight: 600;
  &:focus {
    top: 0.5rem;
  }
`;

/** First focusable element on every page: jumps to, and focuses, the main content. */
export function SkipLink() {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById('main-content');
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a css={style} href="#main-content" onClick={onClick}>
      Skip to main content
    </a>
  );
}
