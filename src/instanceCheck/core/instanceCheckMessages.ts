/**
 * What the instance check tells the reader about each finding, and the troubleshooting
 * entry that explains it (anchors on content/docs/troubleshooting/common-issues.mdx;
 * test/e2e/instanceCheck.test.ts checks they exist on the built page).
 */
import type { CheckResult, Finding, FindingKind } from './instanceCheck';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';

const ISSUES = '/docs/troubleshooting/common-issues';

export interface FindingMessage {
  title: string;
  text: string;
  help: { href: string; label: string };
}

const UNREACHABLE_HELP = { href: `${ISSUES}#the-browser-cannot-reach-the-discovery-document`, label: 'When the discovery document cannot be reached' };
const NOT_DISCOVERY_HELP = { href: `${ISSUES}#the-discovery-address-returns-a-web-page-or-404`, label: 'When the discovery address returns a web page or 404' };

const MESSAGES: Record<FindingKind, (detail?: string) => FindingMessage> = {
  unreachable: detail => ({
    title: detail === 'timeout' ? 'No answer within 10 seconds' : 'No answer, or the browser blocked the request',
    text: 'Either nothing answered at this address (Pocket ID or its proxy is down, the host name or port is wrong, a firewall or certificate error stops the connection), or the browser refused the request (an extension, or a proxy that rejects cross-origin requests).',
    help: UNREACHABLE_HELP,
  }),
  'mixed-content': () => ({
    title: 'The browser blocked a plain-http request',
    text: 'This page is served over HTTPS, and browsers do not let it fetch an http:// address on another host (mixed content). Serve Pocket ID over HTTPS; passkeys need it anyway.',
    help: UNREACHABLE_HELP,
  }),
  blocked: () => ({
    title: 'Something answered, but not with what Pocket ID sends',
    text: 'Pocket ID serves its discovery document to every origin (Access-Control-Allow-Origin: *). This answer lacked that header, so the browser hid it: it probably came from a proxy (an error page, a sign-in portal) or another service on this address, or a proxy removed the header.',
    help: UNREACHABLE_HELP,
  }),
  'not-found': () => ({
    title: 'The discovery document was not found (404)',
    text: 'Something answered at this address, but it has no discovery document. The port may belong to another service, or a proxy may send only some paths to Pocket ID.',
    help: NOT_DISCOVERY_HELP,
  }),
  'http-error': detail => ({
    title: `The server answered with status ${detail ?? 'an error'}`,
    text: 'Pocket ID answers its discovery address with 200. An error status usually comes from the proxy in front of it, for example 502 when the proxy cannot reach Pocket ID.',
    help: NOT_DISCOVERY_HELP,
  }),
  'not-json': detail => ({
    title: detail === 'html' ? 'A web page came back instead of the discovery document' : 'The answer is not a discovery document',
    text: 'Pocket ID answers with JSON. A web page usually means the address leads to another app, the proxy’s default site or a sign-in portal in front of Pocket ID.',
    help: NOT_DISCOVERY_HELP,
  }),
  'has-path': detail => ({
    title: `The address has a path (${detail ?? ''})`,
    text: `Pocket ID cannot be served under a path: APP_URL must be a bare origin such as ${POCKET_ID_URL}, and Pocket ID refuses to start otherwise. The check looked at the origin alone.`,
    help: NOT_DISCOVERY_HELP,
  }),
  insecure: () => ({
    title: 'Served over plain http',
    text: 'Browsers offer passkeys only on HTTPS pages, or on http://localhost for testing. On this address nobody can register or use a passkey, so nobody can sign in.',
    help: { href: `${ISSUES}#passkey-prompt-fails-or-reports-an-origin-error`, label: 'Passkeys and the address of Pocket ID' },
  }),
  'issuer-mismatch': detail => ({
    title: 'The issuer differs from the address you entered',
    text: `Pocket ID reports its issuer as ${detail ?? 'something else'}. The issuer is exactly APP_URL, and apps reject tokens whose issuer differs from the one they were given. Set APP_URL to the address people open, then restart Pocket ID.`,
    help: { href: `${ISSUES}#discovery-shows-the-wrong-urls`, label: 'Discovery shows the wrong URLs' },
  }),
};

export function findingMessage(finding: Finding): FindingMessage {
  return MESSAGES[finding.kind](finding.detail);
}

/** The one-line verdict above the findings. */
export function verdictLine(result: CheckResult, origin: string): string {
  if (result.verdict === 'healthy') return `${origin} answers as a healthy Pocket ID. These are the endpoints your app needs:`;
  if (result.verdict === 'warning') return `${origin} answers as Pocket ID, with a problem to fix:`;
  return `${origin} did not pass the check:`;
}

export const INVALID_INPUT = {
  empty: `Enter the address of your Pocket ID, for example ${POCKET_ID_URL}.`,
  invalid: `This is not a web address. Enter it as ${POCKET_ID_URL}.`,
};
