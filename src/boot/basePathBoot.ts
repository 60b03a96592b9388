/**
 * Runs inline before any bundle (as source text: it uses nothing from outside its body;
 * src/boot/bootScripts.ts passes the built prefix, '' for none, and src/lib/basePathCheck.ts's flag and warning in):
 * warns when the site is served from a base path other than the one it was built for.
 * Either the address lies outside the built prefix, or the app's scripts never arrived
 * (their URLs point at the wrong path). The warning's look is in the global styles, which
 * are inline in every page.
 */
export function basePathBoot(pathPrefix: string, bootFlag: string, warning: string): void {
  const warn = () => {
    if (document.getElementById('base-path-warning')) return;
    const alert = document.createElement('div');
    alert.id = 'base-path-warning';
    alert.setAttribute('role', 'alert');
    alert.textContent = warning;
    document.body.insertBefore(alert, document.body.firstChild);
  };
  if (pathPrefix && location.pathname.indexOf(pathPrefix) !== 0) document.addEventListener('DOMContentLoaded', warn);
  addEventListener('load', () => {
    if (!(window as unknown as Record<string, unknown>)[bootFlag]) warn();
  });
}
