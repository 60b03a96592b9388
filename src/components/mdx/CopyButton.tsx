import React, { useState } from 'react';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

/** Copies the text returned by `getText`, and says so to sighted and screen-reader users. */
export function CopyButton({ getText, className }: { getText: () => string; className?: string }) {
  const [status, setStatus] = useState<'idle' | 'copied' | 'failed'>('idle');
  const onClick = async () => {
    try {
      await copyText(getText());
      setStatus('copied');
    } catch (error) {
      console.error('Copy failed:', error);
      setStatus('failed');
    }
    window.setTimeout(() => setStatus('idle'), 2000);
  };
  return (
    <button type="button" className={className ?? 'copy-button'} onClick={onClick} aria-label={status === 'copied' ? 'Copied' : 'Copy code to clipboard'}>
      <span aria-hidden="true">{status === 'copied' ? 'Copied' : status === 'failed' ? 'Failed' : 'Copy'}</span>
      <span className="visually-hidden" role="status">
        {status === 'copied' ? 'Copied to clipboard' : status === 'failed' ? 'Copy failed' : ''}
      </span>
    </button>
  );
}
