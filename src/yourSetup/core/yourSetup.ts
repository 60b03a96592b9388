/**
 * "Your setup": the reader's Pocket ID address (and, on a client guide, their app's
 * address), which the docs show in every example in place of the example hosts. Pure
 * logic shared by the control, the substitution and anything else that reads the stored
 * value (for example a control that checks the reader's instance).
 */

/*
 * The stored value is JSON `{"pocketIdUrl": string, "appUrl"?: string, "appExample"?: string}`
 * under YOUR_SETUP_KEY. `appExample` is the example origin of the guide the app address was
 * entered on: another guide's app keeps its own example host.
 */
import { YOUR_SETUP_KEY } from './yourSetupNames';

export interface YourSetup {
  /** An http(s) origin, e.g. `https://id.acme.org`. */
  pocketIdUrl: string;
  /** An http(s) origin; set on a client guide. */
  appUrl?: string;
  /** The example origin `appUrl` replaces (appExampleOrigin of the guide it was entered on). */
  appExample?: string;
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
  const { pocketIdUrl, appUrl, appExample } = data as Record<string, unknown>;
  if (typeof pocketIdUrl !== 'string') return null;
  const pocketId = checkOrigin(pocketIdUrl, 'Pocket ID URL');
  if (!pocketId.ok) return null;
  const app = typeof appUrl === 'string' ? checkOrigin(appUrl, 'App URL') : null;
  if (!app?.ok) return { pocketIdUrl: pocketId.origin };
  return typeof appExample === 'string'
    ? { pocketIdUrl: pocketId.origin, appUrl: app.origin, appExample }
    : { pocketIdUrl: pocketId.origin, appUrl: app.origin };
}

/** Reads the stored setup from a storage with a `get` (src/lib/storage.ts's SafeStorage, or a Web Storage wrapped in one). */
export function readYourSetup(storage: { get(key: string): string | null }): YourSetup | null {
  return parseYourSetup(storage.get(YOUR_SETUP_KEY));
}

/** The JSON stored for a setup. */
export const serializeYourSetup = ({ pocketIdUrl, appUrl, appExample }: YourSetup): string =>
  JSON.stringify(appUrl ? { pocketIdUrl, appUrl, appExample } : { pocketIdUrl });

/** The address that replaces an example host of `kind` (src/yourSetup/core/exampleHostMarks.ts), or null to keep the example. */
export function replacementFor(kind: string | null, setup: YourSetup | null, appExample: string | null): string | null {
  if (!setup) return null;
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
