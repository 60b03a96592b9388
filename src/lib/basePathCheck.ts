/**
 * Inline script (runs before any bundle): warns when the site is served from a base path
 * other than the one it was built for. Either the address lies outside the built prefix,
 * or the app's scripts never arrived (their URLs point at the wrong path). The warning's
 * look is in the global styles, which are inline in every page.
 */
export const BOOT_FLAG = 'docsBooted';

export function basePathCheckScript(pathPrefix: string): string {
  const message =
    'This site did not load properly: it seems to be served from a different base path than it was built for. ' +
    'Check the base URL (path prefix) setting of the build and of your web server.';
  return (
    `(function(){var p=${JSON.stringify(pathPrefix)},m=${JSON.stringify(message)};function w(){if(document.getElementById('base-path-warning'))return;` +
    `var d=document.createElement('div');d.id='base-path-warning';d.setAttribute('role','alert');d.textContent=m;` +
    `document.body.insertBefore(d,document.body.firstChild);}` +
    `if(p&&location.pathname.indexOf(p)!==0){document.addEventListener('DOMContentLoaded',w);}` +
    `window.addEventListener('load',function(){if(!window[${JSON.stringify(BOOT_FLAG)}])w();});})();`
  );
}
