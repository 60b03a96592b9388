/**
 * When the site's own scripts or styles fail to download, the page cannot become
 * interactive. Show a notice with a "Retry" button that reloads (plain DOM, since React
 * may be the thing that failed to load; its look is in the global styles).
 */
export function showRetryNotice(reason: string) {
  if (document.getElementById('resource-retry')) return;
  const box = document.createElement('div');
  box.id = 'resource-retry';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = `This page failed to load completely (${reason}).`;
  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => window.location.reload());
  box.append(text, button);
  document.body.appendChild(box);
}

function isOwnAsset(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

export function watchResourceFailures() {
  window.addEventListener(
    'error',
    event => {
      const target = event.target as HTMLElement | null;
      if (!target || target === (window as unknown as HTMLElement)) return;
      const url = (target as HTMLScriptElement).src || (target as HTMLLinkElement).href;
      const isCode = target.tagName === 'SCRIPT' || (target.tagName === 'LINK' && (target as HTMLLinkElement).rel === 'stylesheet');
      if (isCode && url && isOwnAsset(url)) showRetryNotice(`could not download ${new URL(url, window.location.href).pathname}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', event => {
    const reason = event.reason as { name?: string; message?: string } | undefined;
    if (reason && (reason.name === 'ChunkLoadError' || /Loading (CSS )?chunk|page resources for/i.test(reason.message ?? ''))) {
      showRetryNotice(reason.message ?? 'a script failed to load');
    }
  });
}
