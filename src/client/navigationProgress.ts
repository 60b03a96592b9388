/**
 * Decides when the navigation progress bar shows: only for route changes still running
 * after `delayMs`, never for faster ones. Timers are injected so this is testable.
 */
interface ProgressView {
  show(): void;
  hide(): void;
}

export function createNavigationProgress(
  view: ProgressView,
  delayMs = 200,
  timers: { set: (fn: () => void, ms: number) => unknown; clear: (id: unknown) => void } = {
    set: (fn, ms) => setTimeout(fn, ms),
    clear: id => clearTimeout(id as ReturnType<typeof setTimeout>),
  },
) {
  let timer: unknown = null;
  let shown = false;
  return {
    start() {
      if (timer !== null) timers.clear(timer);
      timer = timers.set(() => {
        timer = null;
        shown = true;
        view.show();
      }, delayMs);
    },
    done() {
      if (timer !== null) timers.clear(timer);
      timer = null;
      if (shown) view.hide();
      shown = false;
    },
  };
}
