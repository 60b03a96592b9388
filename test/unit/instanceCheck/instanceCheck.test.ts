import { classifyReply, instanceTarget, policyAllowsConnect, Reply, Target } from '../../../src/instanceCheck/core/instanceCheck';
import { findingMessage } from '../../../src/instanceCheck/core/instanceCheckMessages';
import { withCspMeta } from '../../support/cspPage';

const target = (input: string) => {
  const t = instanceTarget(input);
  if (!t.ok) throw new Error(`not a target: ${input}`);
  return t as Extract<Target, { ok: true }>;
};

const discovery = (issuer: string, extra: Record<string, unknown> = {}): Reply => ({
  kind: 'response',
  status: 200,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({
    issuer,
    authorization_endpoint: `${issuer}/authorize`,
    token_endpoint: `${issuer}/api/oidc/token`,
    userinfo_endpoint: `${issuer}/api/oidc/userinfo`,
    end_session_endpoint: `${issuer}/api/oidc/end-session`,
    ...extra,
  }),
});

const kinds = (input: string, reply: Reply) => classifyReply(target(input), reply).findings.map(f => f.kind);

describe('instanceTarget', () => {
  test('assumes https, keeps the origin, and asks at the discovery path', () => {
    expect(instanceTarget('pocket-id.example.com')).toEqual({
      ok: true,
      origin: 'https://pocket-id.example.com',
      discoveryUrl: 'https://pocket-id.example.com/.well-known/openid-configuration',
      insecure: false,
      path: null,
    });
    expect(target('HTTPS://Pocket-ID.example.com:8443/').origin).toBe('https://pocket-id.example.com:8443');
  });
  test('a pasted discovery address is the instance; any other path is reported', () => {
    expect(target('https://id.example.com/.well-known/openid-configuration').path).toBeNull();
    expect(target('https://example.com/pocket-id/').path).toBe('/pocket-id');
  });
  test('plain http is insecure except on localhost', () => {
    expect(target('http://id.example.com').insecure).toBe(true);
    expect(target('http://192.168.1.5:1411').insecure).toBe(true);
    expect(target('http://localhost:1411').insecure).toBe(false);
    expect(target('http://pocket-id.localhost').insecure).toBe(false);
  });
  test('empty and unusable input', () => {
    expect(instanceTarget('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(instanceTarget('ftp://id.example.com')).toEqual({ ok: false, reason: 'invalid' });
    expect(instanceTarget('https://')).toEqual({ ok: false, reason: 'invalid' });
    // Chromium's URL parser accepts this as the host name not%20a%20url; Node's refuses it.
    expect(instanceTarget('not a url at all')).toEqual({ ok: false, reason: 'invalid' });
    expect(instanceTarget('https://id.example.com/a b')).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('classifyReply', () => {
  test('a healthy instance lists the four endpoints an app needs', () => {
    const result = classifyReply(target('https://id.example.com'), discovery('https://id.example.com'));
    expect(result.verdict).toBe('healthy');
    expect(result.findings).toEqual([]);
    expect(result.endpoints.map(e => e.label)).toEqual(['Authorization', 'Token', 'Userinfo', 'End session']);
    expect(result.endpoints[1].url).toBe('https://id.example.com/api/oidc/token');
  });
  test('an issuer other than the entered address is the APP_URL mistake', () => {
    const result = classifyReply(target('https://id.example.com'), discovery('http://localhost:1411'));
    expect(result.verdict).toBe('failed');
    expect(result.findings).toEqual([{ kind: 'issuer-mismatch', severity: 'error', detail: 'http://localhost:1411' }]);
    expect(kinds('https://id.example.com', discovery('https://id.example.com/'))).toEqual([]);
    expect(kinds('https://id.example.com', discovery('https://id.example.com/sub'))).toEqual(['issuer-mismatch']);
    expect(kinds('https://id.example.com', discovery('not a url'))).toEqual(['issuer-mismatch']);
  });
  test('plain http on a real host name is a warning after any error', () => {
    const healthy = classifyReply(target('http://id.example.com'), discovery('http://id.example.com'));
    expect(healthy.verdict).toBe('warning');
    expect(healthy.findings.map(f => f.kind)).toEqual(['insecure']);
    expect(kinds('http://id.example.com', discovery('https://id.example.com'))).toEqual(['issuer-mismatch', 'insecure']);
  });
  test('404, other statuses, web pages and JSON without an issuer are not discovery documents', () => {
    expect(classifyReply(target('id.example.com'), { kind: 'response', status: 404, contentType: 'text/plain', body: '404 page not found' }).findings).toEqual([
      { kind: 'not-found', severity: 'error', detail: '404' },
    ]);
    expect(classifyReply(target('id.example.com'), { kind: 'response', status: 502, contentType: 'text/html', body: '<html>' }).findings[0]).toMatchObject({
      kind: 'http-error',
      detail: '502',
    });
    expect(
      classifyReply(target('id.example.com'), { kind: 'response', status: 200, contentType: 'text/html', body: '<!doctype html>' }).findings[0],
    ).toMatchObject({
      kind: 'not-json',
      detail: 'html',
    });
    expect(kinds('id.example.com', { kind: 'response', status: 200, contentType: 'application/json', body: '{"hello":1}' })).toEqual(['not-json']);
    expect(classifyReply(target('id.example.com'), { kind: 'response', status: 404, contentType: '', body: '' }).endpoints).toEqual([]);
  });
  test('a failed request: unreachable, blocked (something answered without CORS), or mixed content', () => {
    expect(kinds('id.example.com', { kind: 'failed', reachable: false })).toEqual(['unreachable']);
    expect(kinds('id.example.com', { kind: 'failed', reachable: true })).toEqual(['blocked']);
    expect(kinds('http://id.example.com', { kind: 'failed', reachable: false, mixedContent: true })).toEqual(['mixed-content', 'insecure']);
    expect(classifyReply(target('id.example.com'), { kind: 'failed', reachable: false, timedOut: true }).findings[0].detail).toBe('timeout');
  });
  test('a path is reported first, with what the origin answered', () => {
    expect(kinds('https://example.com/pocket-id', discovery('https://example.com'))).toEqual(['has-path']);
  });
  test('every finding has a message and a troubleshooting link', () => {
    const all = ['unreachable', 'mixed-content', 'blocked', 'not-found', 'not-json', 'http-error', 'has-path', 'insecure', 'issuer-mismatch'] as const;
    for (const kind of all) {
      const message = findingMessage({ kind, severity: 'error', detail: 'x' });
      expect(message.title).not.toBe('');
      expect(message.help.href).toMatch(/^\/docs\/troubleshooting\/common-issues#[a-z0-9-]+$/);
    }
  });
});

describe('policyAllowsConnect', () => {
  const narrow = "default-src 'self'; connect-src 'self' https://raw.githubusercontent.com; object-src 'none'";
  const wide = "default-src 'self'; connect-src 'self' https: http:";
  test('the narrow policy allows only the site and the listed origin', () => {
    expect(policyAllowsConnect(narrow, 'https://id.example.com/.well-known/openid-configuration', 'https://pocket-id.org')).toBe(false);
    expect(policyAllowsConnect(narrow, 'https://raw.githubusercontent.com/x', 'https://pocket-id.org')).toBe(true);
    expect(policyAllowsConnect(narrow, 'https://pocket-id.org/x', 'https://pocket-id.org')).toBe(true);
  });
  test('the widened policy allows any http(s) address; no policy allows everything', () => {
    expect(policyAllowsConnect(wide, 'http://192.168.1.5:1411/.well-known/openid-configuration', 'https://pocket-id.org')).toBe(true);
    expect(policyAllowsConnect(null, 'https://id.example.com/', 'https://pocket-id.org')).toBe(true);
    expect(policyAllowsConnect("default-src 'self'", 'https://id.example.com/', 'https://pocket-id.org')).toBe(false);
  });
});

describe('the page policy', () => {
  const connectSrc = (html: string) => /connect-src ([^;"]*)/.exec(withCspMeta(html, ['https://raw.githubusercontent.com']))![1];
  test('widens connect-src only on a page that carries the check', () => {
    expect(connectSrc('<html><head></head><body><form data-instance-check=""></form></body></html>')).toBe(
      "'self' https://raw.githubusercontent.com https: http:",
    );
    expect(connectSrc('<html><head></head><body><p>data-instance-check is mentioned in prose</p></body></html>')).toBe(
      "'self' https://raw.githubusercontent.com",
    );
    expect(/connect-src ([^;"]*)/.exec(withCspMeta('<html><head></head></html>', []))![1]).toBe("'self'");
  });
});
