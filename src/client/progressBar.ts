import { createNavigationProgress } from './navigationProgress';

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

/** Back and forward start the timer (a link click starts it in src/client/appLinks.ts). */
export function trackHistoryMoves() {
  window.addEventListener('popstate', () => navigationProgress.start());
}
