import { createNavigationProgress } from '../lib/navigationProgress';

/** A thin bar at the top of the window, created on first use (plain DOM: it must work mid-navigation). */
function barElement(): HTMLElement {
  let bar = document.getElementById('nav-progress');
  if (!bar) {
    bar = document.createElement('div');
    bar.id = 'nav-progress';
    bar.setAttribute('aria-hidden', 'true');
    bar.style.cssText =
      'position:fixed;top:0;left:0;height:3px;width:0;z-index:1000;background:var(--c-link);transition:width 8s cubic-bezier(.1,.7,.3,1);pointer-events:none;display:none';
    document.body.appendChild(bar);
  }
  return bar;
}

export const navigationProgress = createNavigationProgress({
  show() {
    const bar = barElement();
    bar.style.display = 'block';
    bar.style.width = '0';
    void bar.offsetWidth; // restart the transition
    bar.style.width = '85%';
  },
  hide() {
    const bar = barElement();
    bar.style.display = 'none';
    bar.style.width = '0';
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
