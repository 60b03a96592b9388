/** @jest-environment jsdom */
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { CheckResult } from '../../../src/instanceCheck/core/instanceCheck';
import { InstanceCheckResult } from '../../../src/instanceCheck/browser/InstanceCheckResult';
import { showInLiveRegion } from '../../../src/instanceCheck/browser/showInLiveRegion';
import { InstanceCheck } from '../../../src/instanceCheck/browser/InstanceCheck';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

const ORIGIN = 'http://id.example.com';
const endpoints = [
  { label: 'Authorization', url: `${ORIGIN}/authorize` },
  { label: 'Token', url: `${ORIGIN}/api/oidc/token` },
];
const healthy: CheckResult = { verdict: 'healthy', findings: [], issuer: ORIGIN, endpoints };
const warning: CheckResult = { verdict: 'warning', findings: [{ kind: 'insecure', severity: 'warning' }], issuer: ORIGIN, endpoints };
const failed: CheckResult = {
  verdict: 'failed',
  findings: [
    { kind: 'has-path', severity: 'error', detail: '/pocket-id' },
    { kind: 'issuer-mismatch', severity: 'error', detail: 'http://localhost:1411' },
  ],
  issuer: 'http://localhost:1411',
  endpoints,
};

beforeAll(() => Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true }));

/** The HTML React renders for `element`, as the browser gets it. */
function markup(element: React.ReactElement): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(element));
  const html = container.innerHTML;
  act(() => root.unmount());
  return html;
}

describe('InstanceCheckResult', () => {
  test('a sentence is one paragraph, as text', () => {
    expect(markup(<InstanceCheckResult shown={{ message: 'Checking <b>x</b>…' }} />)).toBe('<p>Checking &lt;b&gt;x&lt;/b&gt;…</p>');
  });

  test('healthy: the verdict and the endpoints, no findings', () => {
    expect(markup(<InstanceCheckResult shown={{ result: healthy, origin: ORIGIN }} />)).toBe(
      '<p class="instance-check-verdict instance-check-healthy">http://id.example.com answers as a healthy Pocket ID. These are the endpoints your app needs:</p>' +
        '<dl class="instance-check-endpoints"><dt>Authorization</dt><dd><code>http://id.example.com/authorize</code></dd>' +
        '<dt>Token</dt><dd><code>http://id.example.com/api/oidc/token</code></dd></dl>',
    );
  });

  test('warning: the finding with its troubleshooting link (under the path prefix), then the endpoints', () => {
    const html = markup(<InstanceCheckResult shown={{ result: warning, origin: ORIGIN }} />);
    expect(html).toMatch(
      /^<p class="instance-check-verdict instance-check-warning">http:\/\/id.example.com answers as Pocket ID, with a problem to fix:<\/p><ul><li>/,
    );
    expect(html).toContain('<a href="/prefix/docs/troubleshooting/common-issues#passkey-prompt-fails-or-reports-an-origin-error">');
    expect(html).toMatch(/<\/ul><dl class="instance-check-endpoints">/);
  });

  test('failed: each finding reads "Title. Text Link", and no endpoints', () => {
    const region = document.createElement('div');
    act(() => showInLiveRegion(region, { result: failed, origin: ORIGIN }));
    const items = Array.from(region.querySelectorAll('li'));
    expect(items.map(li => li.querySelector('strong')?.textContent)).toEqual([
      'The address has a path (/pocket-id).',
      'The issuer differs from the address you entered.',
    ]);
    expect(items[1].textContent).toBe(
      'The issuer differs from the address you entered. Pocket ID reports its issuer as http://localhost:1411. The issuer is exactly APP_URL, and apps ' +
        'reject tokens whose issuer differs from the one they were given. Set APP_URL to the address people open, then restart Pocket ID. Discovery shows the wrong URLs',
    );
    expect(items[1].querySelector('a')?.getAttribute('href')).toBe('/prefix/docs/troubleshooting/common-issues#discovery-shows-the-wrong-urls');
    expect(region.querySelector('dl')).toBeNull();
    expect(region.querySelector('.instance-check-verdict')?.className).toBe('instance-check-verdict instance-check-failed');
  });
});

describe('showInLiveRegion', () => {
  test("renders into the form's own live region, which stays: only its content changes", () => {
    document.body.innerHTML = markup(<InstanceCheck />);
    const region = document.querySelector<HTMLElement>('.instance-check [role="status"]')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => showInLiveRegion(region, { message: `Checking ${ORIGIN}…` }));
    expect(region.innerHTML).toBe('<p>Checking http://id.example.com…</p>');
    act(() => showInLiveRegion(region, { result: healthy, origin: ORIGIN }));
    expect(document.querySelector('.instance-check [role="status"]')).toBe(region);
    expect(region.querySelector('.instance-check-verdict')?.textContent).toContain('answers as a healthy Pocket ID');
    expect(region.querySelectorAll('dt')).toHaveLength(2);
    act(() => showInLiveRegion(region, { message: 'This is not a web address.' }));
    expect(region.textContent).toBe('This is not a web address.');
    expect([region.className, region.getAttribute('role'), region.getAttribute('aria-live')]).toEqual(['instance-check-result', 'status', 'polite']);
  });
});
