/** The Content-Security-Policy in the built pages is enforced: an injected inline script does not run. */
import { useSite } from '../support/e2eSetup';
import fs from 'fs';
import { gotoReady, openPage, TestPage } from '../support/browser';
import { builtHtmlFiles } from '../../src/gatsby/postBuild/builtHtmlFiles';
import { PUBLIC_DIR } from '../support/paths';

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

test('connect-src is widened to any http(s) origin on exactly the pages that carry the instance check', async () => {
  const connectSrc = (html: string) => /<meta http-equiv="Content-Security-Policy" content="[^"]*connect-src ([^;"]*)/.exec(html)?.[1];
  const withCheck: string[] = [];
  for (const { file } of builtHtmlFiles(PUBLIC_DIR)) {
    const html = fs.readFileSync(file, 'utf8');
    const sources = connectSrc(html);
    expect([file, sources]).toEqual([file, expect.any(String)]);
    const carries = html.includes('data-instance-check=""');
    expect([file, /(^| )https: http:( |$)/.test(sources!)]).toEqual([file, carries]);
    if (carries) withCheck.push(file.slice(PUBLIC_DIR.length));
  }
  expect(withCheck).toContain('/docs/setup/installation/index.html');
  expect(withCheck).toContain('/docs/client-examples/immich/index.html');
  expect(withCheck).not.toContain('/docs/introduction/index.html');
  expect(withCheck).not.toContain('/docs/client-examples/index.html');
  // In the browser, the page's own policy is what the check reads.
  t = await openPage(site.browser);
  await gotoReady(t.page, site.url('/docs/setup/installation'));
  expect(await t.page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toMatch(/connect-src 'self'[^;]* https: http:/);
});
