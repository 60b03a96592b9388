/** The Content-Security-Policy in the built pages is enforced: an injected inline script does not run. */
import { useSite } from '../support/e2eSetup';
import { gotoReady, openPage, TestPage } from '../support/browser';

const site = useSite();
let t: TestPage;
afterEach(async () => t?.close().catch(() => undefined)); // this test provokes a violation on purpose

test('pages carry a policy without unsafe-inline scripts, and it blocks an injected script', async () => {
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/introduction'));
  const policy = await t.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy!.split(';').find(d => d.trim().startsWith('script-src'))).not.toContain('unsafe-inline');
  const ran = await t.page.evaluate(async () => {
    const violation = new Promise<string>(resolve => document.addEventListener('securitypolicyviolation', e => resolve(e.violatedDirective), { once: true }));
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.appendChild(script);
    return { directive: await violation, injected: (window as unknown as { __injected?: boolean }).__injected === true };
  });
  expect(ran.injected).toBe(false);
  expect(ran.directive).toMatch(/script-src/);
});
