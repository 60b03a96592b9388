/** Copies text, with a fallback for browsers without the async Clipboard API. */
async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy command refused');
}

const LABELS = { idle: 'Copy', copied: 'Copied', failed: 'Failed' } as const;
const ANNOUNCEMENTS = { idle: '', copied: 'Copied to clipboard', failed: 'Copy failed' } as const;

function show(button: HTMLButtonElement, status: keyof typeof LABELS): void {
  const label = button.querySelector('[data-copy-label]');
  const announcement = button.querySelector('[role="status"]');
  if (label) label.textContent = LABELS[status];
  if (announcement) announcement.textContent = ANNOUNCEMENTS[status];
  button.setAttribute('aria-label', status === 'copied' ? 'Copied' : (button.dataset.copyLabel ?? 'Copy'));
}

/**
 * A click on a `button[data-copy]` copies the text of the nearest `[data-copy-scope]`'s
 * `[data-copy-source]` (a code block's <pre>) and says so for two seconds.
 * Returns true when the click was such a button's.
 */
export function copyOnClick(event: MouseEvent): boolean {
  const button = (event.target as Element).closest?.('button[data-copy]') as HTMLButtonElement | null;
  if (!button) return false;
  const source = button.closest('[data-copy-scope]')?.querySelector('[data-copy-source]');
  copyText(source?.textContent ?? '')
    .then(() => show(button, 'copied'))
    .catch((error: unknown) => {
      console.error('Copy failed:', error);
      show(button, 'failed');
    })
    .finally(() => window.setTimeout(() => show(button, 'idle'), 2000));
  return true;
}
