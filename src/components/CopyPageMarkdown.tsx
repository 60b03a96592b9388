import React, { useState } from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { markdownTwinPath } from '../twins/markdownTwin';
import { PAGE_FRAME } from './pageFrame.attributes';

/* A small menu at the end of the title row: it costs the page one line of nothing. */
const style = css`
  position: relative;
  flex: none;
  font-size: var(--text-sm);
  summary {
    padding: 0.4rem 0.6rem;
    border: 1px solid var(--c-border);
    border-radius: 0.4rem;
    color: var(--c-text-muted);
    cursor: pointer;
  }
  summary:hover,
  &[open] summary {
    color: var(--c-text);
  }
  .menu {
    position: absolute;
    right: 0;
    top: calc(100% + 0.3rem);
    z-index: 20;
    display: grid;
    width: max-content;
    max-width: min(20rem, 80vw);
    padding: 0.4rem;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg-elevated);
    box-shadow: var(--shadow);
  }
  button,
  a {
    padding: 0.5rem 0.75rem;
    border: 0;
    background: none;
    color: var(--c-text);
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  .copy-page-status {
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
 * The page's Markdown actions, folded into one small menu in the title row named for what an
 * admin reaches for ("Copy page", to paste into a chat or an issue): "Copy page as
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
  // Escape closes the open menu from wherever focus is in it, and focus returns to its summary.
  const onKeyDown = (event: React.KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (event.key !== 'Escape' || !details.open) return;
    details.open = false;
    details.querySelector('summary')?.focus();
  };
  return (
    // The key events come from the summary and the menu's button and link inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details css={style} className="copy-page-markdown" {...{ [PAGE_FRAME]: '' }} onKeyDown={onKeyDown}>
      <summary>Copy page</summary>
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
