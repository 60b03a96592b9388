import type { Control } from '../controlTypes';
import { COPY_BUTTON, COPY_LABEL, COPY_SCOPE, COPY_SOURCE } from './CopyButton.attributes';

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

function show(button: Element, status: keyof typeof LABELS): void {
  const label = button.querySelector(`[${COPY_LABEL}]`);
  const announcement = button.querySelector('[role="status"]');
  if (label) label.textContent = LABELS[status];
  if (announcement) announcement.textContent = ANNOUNCEMENTS[status];
  button.setAttribute('aria-label', status === 'copied' ? 'Copied' : (button.getAttribute(COPY_LABEL) ?? 'Copy'));
}

/**
 * A click on a copy button copies the text of its scope's source (a code block's <pre>)
 * and says so for two seconds.
 */
export const copyButtons: Control = {
  selector: `button[${COPY_BUTTON}]`,
  click(button) {
    const source = button.closest(`[${COPY_SCOPE}]`)?.querySelector(`[${COPY_SOURCE}]`);
    copyText(source?.textContent ?? '')
      .then(() => show(button, 'copied'))
      .catch((error: unknown) => {
        console.error('Copy failed:', error);
        show(button, 'failed');
      })
      .finally(() => window.setTimeout(() => show(button, 'idle'), 2000));
  },
};
