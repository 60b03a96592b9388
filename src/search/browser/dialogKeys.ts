import type React from 'react';

interface DialogKeyActions {
  input: HTMLInputElement | null;
  count: number;
  onMove: (step: number) => void;
  onEnter: () => void;
  onEscape: () => void;
}

/** The search dialog's keys: arrows move the active option, Enter opens it (both from the input); Escape closes. */
export function handleDialogKey(event: React.KeyboardEvent, options: DialogKeyActions) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    options.onEscape();
    return;
  }
  if (event.target !== options.input) return;
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    if (options.count > 0) options.onMove(event.key === 'ArrowDown' ? 1 : -1);
  } else if (event.key === 'Enter') {
    event.preventDefault();
    options.onEnter();
  }
}
