import { RefObject, useLayoutEffect, useRef } from 'react';

/**
 * Shows `dialog` as a native modal while it is mounted: the browser makes the rest of the
 * page inert (Tab, clicks and the accessibility tree stay inside) and focuses its first
 * control (or the one marked `data-autofocus`). Escape (the dialog's `cancel` event) calls
 * `onDismiss` instead of closing it directly, so React state stays the one source of truth. A layout effect: the dialog is
 * modal in the same commit that mounts it, before the reader can press a key.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement>, onDismiss: () => void) {
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    if (!element.open) element.showModal();
    // The browser focuses the first focusable element, which may be a scrolling box; a
    // control marked data-autofocus is where the reader starts instead.
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onCancel = (event: Event) => {
      event.preventDefault();
      dismiss.current();
    };
    // Without recent user activation the browser may close the dialog on Escape without a
    // cancelable `cancel`: the `close` that follows still lets React catch up.
    const onClose = () => dismiss.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onClose);
      if (element.open) element.close();
    };
  }, [dialog]);
}

/** True when a click on an open modal `<dialog>` landed on its backdrop, outside its box. */
export function isBackdropClick(event: { target: EventTarget; currentTarget: EventTarget; clientX: number; clientY: number }): boolean {
  if (event.target !== event.currentTarget) return false;
  const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}
