import React, { useEffect, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { markdownTwinPath } from '../lib/markdownTwin';

/* A small menu at the end of the title row: it costs the page one line of nothing. */
const style = css`
  position: relative;
  flex: none;
  font-size: var(--text-sm);
  summary {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    min-height: 2.25rem;
    padding: 0.25rem 0.6rem;
    border: 1px solid var(--c-border);
    border-radius: 0.4rem;
    color: var(--c-text-muted);
    cursor: pointer;
    list-style: none;
    user-select: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover,
  &[open] summary {
    color: var(--c-text);
    background: var(--c-bg-soft);
  }
  .menu {
    position: absolute;
    right: 0;
    top: calc(100% + 0.3rem);
    z-index: 20;
    display: grid;
    gap: 0.25rem;
    width: max-content;
    max-width: min(20rem, 80vw);
    padding: 0.4rem;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg-elevated);
    box-shadow: var(--shadow);
  }
  .menu button,
  .menu a {
    display: block;
    min-height: 2.5rem;
    padding: 0.5rem 0.75rem;
    border: 0;
    border-radius: 0.3rem;
    background: none;
    color: var(--c-text);
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  .menu button:hover,
  .menu a:hover {
    background: var(--c-bg-soft);
  }
  .copy-page-status:not(:empty) {
    padding: 0.25rem 0.75rem 0.4rem;
    color: var(--c-text-muted);
  }
`;

type Status = 'idle' | 'copied' | 'failed';

const MESSAGES: Record<Status, string> = {
  idle: '',
  copied: 'Copied the page as Markdown.',
  failed: 'Could not copy here; open the Markdown version and copy it from there.',
};

/** Fetches the twin, as a Blob promise so the copy still counts as the click's own action. */
async function copyTwin(href: string): Promise<void> {
  const text = fetch(href, { credentials: 'same-origin' }).then(response => {
    if (!response.ok) throw new Error(`${href}: ${response.status}`);
    return response.text();
  });
  const clipboard = navigator.clipboard;
  if (!clipboard) throw new Error('no clipboard');
  // Safari only allows writes started inside the click; a ClipboardItem may wait for its data.
  if (typeof ClipboardItem !== 'undefined' && clipboard.write) {
    try {
      await clipboard.write([new ClipboardItem({ 'text/plain': text.then(t => new Blob([t], { type: 'text/plain' })) })]);
      return;
    } catch {
      /* browsers without promise-valued ClipboardItems: plain text below */
    }
  }
  await clipboard.writeText(await text);
}

/**
 * The page's Markdown actions, folded into one small menu in the title row: "Copy page as
 * Markdown" copies the page's twin and says so in a live region; "View as Markdown" opens
 * the twin and works everywhere, with or without a clipboard. Escape closes the menu.
 */
export function CopyPageMarkdown({ pathname }: { pathname: string }) {
  const [status, setStatus] = useState<Status>('idle');
  const href = withPrefix(markdownTwinPath(pathname));
  const onClick = () => {
    setStatus('idle');
    copyTwin(href).then(
      () => setStatus('copied'),
      () => setStatus('failed'),
    );
  };
  const menu = useRef<HTMLDetailsElement>(null);
  // Escape closes the open menu from wherever focus is in it, and focus returns to its summary.
  useEffect(() => {
    const details = menu.current;
    if (!details) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !details.open) return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    details.addEventListener('keydown', onKeyDown);
    return () => details.removeEventListener('keydown', onKeyDown);
  }, []);
  return (
    <details css={style} className="copy-page-markdown" data-search-ignore="" ref={menu}>
      <summary aria-label="Markdown actions">
        <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.5" aria-hidden="true" focusable="false">
          <rect x="1.5" y="3.5" width="13" height="9" rx="1.5" />
          <path d="M4 10V6l1.5 2L7 6v4M10.5 6v4M9 8.5l1.5 1.5L12 8.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Markdown
      </summary>
      <div className="menu">
        <button type="button" onClick={onClick}>
          Copy page as Markdown
        </button>
        <a href={href} type="text/markdown">
          View as Markdown
        </a>
        <span className="copy-page-status" role="status">
          {MESSAGES[status]}
        </span>
      </div>
    </details>
  );
}
