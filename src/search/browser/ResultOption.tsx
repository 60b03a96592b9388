/** One search result: a link (new tab, middle click and copy-link work) with its excerpt. */
import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import { excerpt } from '../core/excerpt';
import type { Shown } from './useSearchResults';

const style = css`
  display: block;
  padding: 0.45rem 0.6rem;
  border-radius: 0.35rem;
  cursor: pointer;
  border: 2px solid transparent;
  color: inherit;
  text-decoration: none;
  &[aria-selected='true'] {
    background: var(--c-active-bg);
    border-color: var(--c-focus);
  }
  .heading {
    font-weight: 600;
    color: var(--c-link);
  }
  .path {
    font-family: var(--font-mono);
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    margin-left: 0.4rem;
  }
  .excerpt {
    display: block;
    font-size: var(--text-sm);
    color: var(--c-text-muted);
    margin-top: 0.15rem;
    overflow-wrap: anywhere;
  }
  mark {
    background: var(--c-warning-bg);
    color: var(--c-text);
    border-radius: 0.15rem;
    /* No padding: a match inside a word (updateUserGroupAllowedOidcClients) must not split it. */
    padding: 0;
    font-weight: 600;
  }
`;

interface OptionProps {
  item: Shown;
  selected: boolean;
  onHover: () => void;
  onOpen: (item: Shown) => void;
}

export function ResultOption({ item, selected, onHover, onOpen }: OptionProps) {
  const segments = excerpt(item.details.text, item.hit.terms, 170);
  return (
    <a
      css={style}
      id={item.optionId}
      href={withPrefix(item.details.url)}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      data-url={item.details.url}
      onMouseMove={() => !selected && onHover()}
      onClick={event => {
        // A plain click opens in place (the app's link handler navigates); modified clicks keep the link's own behaviour (new tab, window).
        if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) onOpen(item);
      }}
    >
      <span className="heading">{item.details.heading}</span>
      {item.details.path && item.details.heading !== item.details.path && <span className="path">{item.details.path}</span>}
      <span className="excerpt">
        {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>))}
      </span>
    </a>
  );
}
