import { contentSecurityPolicy } from '../../../src/hosting/csp';
import { withCspMeta } from '../../support/cspPage';
import { createHash } from 'crypto';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const scriptSrc = (html: string) => /script-src ([^;"]*)/.exec(withCspMeta(html, []))![1];

test('hashes every inline script exactly, and no external or JSON ones', () => {
  const html =
    '<html><head><script>a()</script><script src="/app.js"></script><script id="x">b()</script><script type="application/ld+json">{}</script></head></html>';
  expect(scriptSrc(html)).toBe(`'self' ${sha('a()')} ${sha('b()')}`);
});

test('a script is hashed as written: entities, markup-like text and `>` in attributes included', () => {
  const code = "if (a < b && c > d) document.title = '&amp; </p>';";
  const html = `<html><head data-x="a>b"><script data-note="1 > 0">${code}</script></head></html>`;
  expect(scriptSrc(html)).toBe(`'self' ${sha(code)}`);
});

test('a page without <head> is an error, not a page without a policy', () => {
  expect(() => withCspMeta('<div><script>a()</script></div>', [])).toThrow('The page has no <head>');
});

test('the policy allows no inline script without a hash and limits connections', () => {
  const policy = contentSecurityPolicy([sha('a()')], ['https://raw.githubusercontent.com']);
  expect(policy).toMatch(/script-src 'self' 'sha256-/);
  expect(policy.split('; ').find(d => d.startsWith('script-src'))).not.toContain('unsafe-inline');
  expect(policy).toContain("connect-src 'self' https://raw.githubusercontent.com");
});

test('the meta tag comes first in head and is replaced, not duplicated, on a second run', () => {
  const html = '<html><head><meta charSet="utf-8"/><script>a()</script></head><body></body></html>';
  const once = withCspMeta(html, []);
  expect(once.indexOf('Content-Security-Policy')).toBeLessThan(once.indexOf('<script>'));
  expect(once.indexOf('<meta http-equiv="Content-Security-Policy"')).toBe('<html><head>'.length);
  const twice = withCspMeta(once, []);
  expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
  expect(twice).toContain(sha('a()'));
});
