/**
 * "Your setup": the reader's Pocket ID address (and, on a client guide, their app's
 * address), which the docs show in every example in place of the example hosts. Pure
 * logic shared by the control, the substitution and anything else that reads the stored
 * value (for example a control that checks the reader's instance).
 */

/*
 * The stored value is JSON `{"pocketIdUrl"?: string, "appUrl"?: string, "appExample"?: string, "version"?: string}`
 * under YOUR_SETUP_KEY, with an address or a version or both. `appExample` is the example origin of the guide the app address was
 * entered on: another guide's app keeps its own example host.
 */
import { YOUR_SETUP_KEY } from './yourSetupNames';
import { checkVersion } from './releaseMarks';

export interface YourSetup {
  /** An http(s) origin, e.g. `https://id.acme.org`; absent when only a version is set. */
  pocketIdUrl?: string;
  /** An http(s) origin; set on a client guide. */
  appUrl?: string;
  /** The example origin `appUrl` replaces (appExampleOrigin of the guide it was entered on). */
  appExample?: string;
  /** The reader's Pocket ID release, `2.10` or `2.10.1` (checkVersion, src/yourSetup/core/releaseMarks.ts). */
  version?: string;
}

export type OriginCheck = { ok: true; origin: string } | { ok: false; message: string };

/**
 * An http(s) origin with nothing after it: the scheme, host and optional port, returned in
 * the URL parser's normal form (lower-case host, no default port, no trailing slash). A
 * refusal's message names the field (`what`) and ends with `example`, the address its
 * placeholder shows (POCKET_ID_URL, or the guide's app example); a stored value read back
 * is checked without one, since no one sees that message.
 */
export function checkOrigin(text: string, what: string, example?: string): OriginCheck {
  const value = text.trim();
  const fail = (reason: string): OriginCheck => ({ ok: false, message: `${what} ${reason}${example ? `, for example ${example}` : ''}.` });
  if (value === '') return fail('is empty: enter an address starting with https://');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return fail('is not a URL: enter an address starting with https://');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return fail('must start with https:// or http://');
  if (url.username || url.password) return fail('must not hold a user name or password');
  // A trailing `/` is the root path, which the origin implies; an empty `?` or `#` still has no place in it.
  if (url.pathname !== '/' || /[?#]/.test(value)) return fail('must be just the address, without a path, query or fragment');
  // The parser turns international names into ASCII (punycode); anything else in a host is a typo.
  if (!/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/.test(url.hostname)) return fail('has characters a host name cannot hold');
  return { ok: true, origin: url.origin };
}

/**
 * The stored setup, or null when none is stored or what is stored is not a valid setup.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function parseYourSetup(json: string | null): YourSetup | null {
  if (!json) return null;
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { pocketIdUrl, appUrl, appExample, version } = data as Record<string, unknown>;
  const pocketId = typeof pocketIdUrl === 'string' ? checkOrigin(pocketIdUrl, 'Pocket ID URL') : null;
  const release = typeof version === 'string' ? checkVersion(version) : null;
  const setup: YourSetup = {};
  if (pocketId?.ok) setup.pocketIdUrl = pocketId.origin;
  if (release?.ok && release.version) setup.version = release.version;
  if (!setup.pocketIdUrl && !setup.version) return null;
  const app = setup.pocketIdUrl && typeof appUrl === 'string' ? checkOrigin(appUrl, 'App URL') : null;
  if (app?.ok) {
    setup.appUrl = app.origin;
    if (typeof appExample === 'string') setup.appExample = appExample;
  }
  return setup;
}

/** Reads the stored setup from a storage with a `get` (src/lib/storage.ts's SafeStorage, or a Web Storage wrapped in one). */
export function readYourSetup(storage: { get(key: string): string | null }): YourSetup | null {
  return parseYourSetup(storage.get(YOUR_SETUP_KEY));
}

/** The JSON stored for a setup. */
export const serializeYourSetup = ({ pocketIdUrl, appUrl, appExample, version }: YourSetup): string =>
  JSON.stringify({ pocketIdUrl, ...(appUrl && { appUrl, appExample }), ...(version && { version }) });

/**
 * Whether a browser refuses passkeys at `origin` (a checked origin): plain http on a host other
 * than localhost, its subdomains and the loopback addresses, the only insecure origins a browser
 * counts as a secure context (content/docs/setup/installation.mdx, "Why HTTPS is required").
 */
export function passkeysRefused(origin: string): boolean {
  const { protocol, hostname } = new URL(origin);
  const loopback = hostname === 'localhost' || hostname.endsWith('.localhost') || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname === '[::1]';
  return protocol === 'http:' && !loopback;
}

/** The closed form's summary for a stored setup: "Using id.home.lan · Pocket ID 2.10". */
export function setupSummary({ pocketIdUrl, appUrl, version }: YourSetup): string {
  const hosts = [pocketIdUrl, appUrl].filter((url): url is string => Boolean(url)).map(url => new URL(url).host);
  return [hosts.length > 0 && `Using ${hosts.join(' and ')}`, version && `Pocket ID ${version}`].filter(Boolean).join(' · ');
}

/** The address that replaces an example host of `kind` (src/yourSetup/core/exampleHostMarks.ts), or null to keep the example. */
export function replacementFor(kind: string | null, setup: YourSetup | null, appExample: string | null): string | null {
  if (!setup?.pocketIdUrl) return null;
  if (kind === 'pocket-id') return setup.pocketIdUrl;
  if (kind === 'pocket-id-host') return new URL(setup.pocketIdUrl).host;
  if (kind === 'app' && setup.appUrl && appExample !== null && setup.appExample === appExample) return setup.appUrl;
  return null;
}

/**
 * A client guide's example app origin: `https://` and the host of its first
 * `https://….example.com` callback URL (without a port: the examples mark the host with
 * whatever port follows it), or null when the guide has none (an app on localhost, or a
 * fixed vendor host).
 */
export function appExampleOrigin(redirectUris: readonly string[]): string | null {
  for (const uri of redirectUris) {
    const match = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*\.example\.com(?=[:/?#]|$)/i.exec(uri);
    if (match) return match[0];
  }
  return null;
}
