import { createNavigationProgress } from '../lib/navigationProgress';

/**
 * A thin bar at the top of the window, created on first use (plain DOM: it must work
 * mid-navigation). Its look is in the global styles, keyed by `data-state`.
 */
function barElement(): HTMLElement {
  let bar = document.getElementById('nav-progress');
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'nav-progress';
    bar.setAttribute('aria-hidden', 'true');
    document.body.appendChild(bar);
  }
  return bar;
}

export const navigationProgress = createNavigationProgress({
  show() {
    const bar = barElement();
    bar.dataset.state = 'start';
    void bar.offsetWidth; // restart the transition
    bar.dataset.state = 'run';
  },
  hide() {
    const bar = barElement();
    delete bar.dataset.state;
  },
});

/** Starts the timer for every client-side navigation (links, programmatic, back/forward). */
export function trackNavigations() {
  const original = window.___navigate;
  if (typeof original === 'function' && !(original as { tracked?: boolean }).tracked) {
    const wrapped = (to: string, options?: unknown) => {
      navigationProgress.start();
      return original(to, options);
    };
    (wrapped as { tracked?: boolean }).tracked = true;
    window.___navigate = wrapped;
  }
  window.addEventListener('popstate', () => navigationProgress.start());
}
