import React, { useState } from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { markdownTwinPath } from '../lib/markdownTwin';

const style = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.9rem;
  margin: -0.25rem 0 1.25rem;
  font-size: var(--text-sm);
  button {
    font: inherit;
    padding: 0.3rem 0.7rem;
    border-radius: 0.3rem;
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    cursor: pointer;
  }
  button:hover {
    background: var(--c-bg-soft);
  }
  button:focus-visible,
  a:focus-visible {
    outline: 2px solid var(--c-focus);
    outline-offset: 2px;
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
 * "Copy page as Markdown": copies the page's Markdown twin and says so in a live region;
 * the link to the twin works everywhere, with or without a clipboard.
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
  return (
    <div css={style} className="copy-page-markdown" data-search-ignore="">
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
  );
}
