import type { Frontmatter, FrontmatterSchema } from '../../lib/frontmatter';

export const CLIENT_CATEGORIES = [
  'media',
  'documents',
  'productivity',
  'dev-tools',
  'infrastructure',
  'monitoring',
  'networking',
  'storage',
  'finance',
  'communication',
] as const;
export type ClientCategory = (typeof CLIENT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ClientCategory, string> = {
  media: 'Media',
  documents: 'Documents',
  productivity: 'Productivity',
  'dev-tools': 'Dev tools',
  infrastructure: 'Infrastructure',
  monitoring: 'Monitoring',
  networking: 'Networking',
  storage: 'Storage',
  finance: 'Finance',
  communication: 'Communication',
};

/** `unverified`: the app's source and docs do not say whether it sends a code challenge. */
export const PKCE_VALUES = ['required', 'supported', 'not-supported', 'unverified'] as const;
export type PkceSupport = (typeof PKCE_VALUES)[number];
export const CLIENT_TYPES = ['public', 'confidential'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

/** A validated frontmatter value read back as a plain string (a query result), narrowed to its allowed values. */
export function oneOf<T extends string>(allowed: readonly T[], value: string, field: string): T {
  const match = allowed.find(option => option === value);
  if (match === undefined) throw new Error(`Client example field "${field}" is "${value}"; expected one of ${allowed.join(', ')}`);
  return match;
}

const redirectCheck = (value: unknown) =>
  (value as string[]).every(uri => /^[a-z][a-z0-9+.-]*:\/?\/?\S+$/i.test(uri)) ? null : 'must hold absolute URIs (https://… or an app scheme)';

const sourcesCheck = (value: unknown) => {
  const bad = (value as string[]).filter(url => !isHttpsUrl(url));
  return bad.length === 0 ? null : `must hold absolute https URLs, got ${bad.map(url => JSON.stringify(url)).join(', ')}`;
};

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && !/\s/.test(text);
  } catch {
    return false;
  }
}

/**
 * The frontmatter a client guide (content/client-examples/*.mdx) may carry: the one
 * declaration of each field. It gives the validation (src/lib/frontmatter.ts), the
 * ClientExample type's GraphQL fields and the node's values (../build/clientExampleNode.ts)
 * and the ClientGuideFacts type (below). The field table in
 * content/docs/helping-out/contributing.mdx is held to this list by a unit test.
 */
export const CLIENT_EXAMPLE_FRONTMATTER = {
  name: { kind: 'string', required: true },
  description: { kind: 'string', required: true },
  homepage: { kind: 'url', required: true },
  category: { kind: { enum: CLIENT_CATEGORIES }, required: true },
  redirectUris: { kind: 'string[]', required: true, check: redirectCheck },
  // Where Pocket ID may send the browser after a sign-out the app starts.
  postLogoutRedirectUris: {
    kind: 'string[]',
    default: [],
    check: redirectCheck,
    description: "The client's Logout Callback URLs; empty when the app returns to none",
  },
  pkce: { kind: { enum: PKCE_VALUES }, required: true },
  clientType: { kind: { enum: CLIENT_TYPES }, required: true },
  groupsClaim: { kind: 'boolean', required: true },
  roleMapping: { kind: 'string' },
  minVersion: { kind: 'string' },
  lastChecked: { kind: 'date', required: true },
  sources: {
    kind: 'string[]',
    required: true,
    check: sourcesCheck,
    description: 'Docs pages or source files of the app that the guide was checked against',
  },
  draft: { kind: 'boolean', default: false },
} as const satisfies FrontmatterSchema;

type GuideFrontmatter = Frontmatter<typeof CLIENT_EXAMPLE_FRONTMATTER>;

/** A field's value as a query result gives it: lists read-only. */
type AsQueried<T> = T extends readonly (infer Item)[] ? readonly Item[] : T;

/**
 * A client guide's frontmatter facts, typed by the declaration that checks them
 * (CLIENT_EXAMPLE_FRONTMATTER above): every field but the description (the
 * page's lead and meta description, queried with the page) and draft (whether there is a
 * page at all). So a new field is a fact, and the type check fails until the
 * ClientGuideFacts fragment (../build/clientGuideFacts.ts) selects it: select it there, or
 * leave it out here if no page shows it.
 */
export type ClientGuideFacts = {
  readonly [F in Exclude<keyof GuideFrontmatter, 'description' | 'draft'>]: AsQueried<GuideFrontmatter[F]>;
};

/** The app version a guide needs, as the page and the twin both say it; null when any version will do. */
export function minVersionNote(facts: Pick<ClientGuideFacts, 'name' | 'minVersion'>): string | null {
  return facts.minVersion ? `Needs ${facts.name} ${facts.minVersion} or later` : null;
}

/**
 * Cross-field rule: an app that sends no PKCE, or is not known to send it, cannot use a
 * public client, because Pocket ID enforces PKCE for public clients.
 */
export function clientExampleConsistency(file: string, data: Record<string, unknown>): string[] {
  if ((data.pkce === 'not-supported' || data.pkce === 'unverified') && data.clientType === 'public') {
    return [`${file}: frontmatter field "clientType" must be "confidential" when "pkce" is "${data.pkce}" (Pocket ID enforces PKCE for public clients)`];
  }
  return [];
}

/** Whether the guide states that the app sends a code challenge (always or when configured). */
export function sendsPkce(pkce: string): boolean {
  return pkce === 'required' || pkce === 'supported';
}

export const PKCE_LABELS: Record<PkceSupport, string> = {
  required: 'PKCE required',
  supported: 'PKCE supported',
  'not-supported': 'No PKCE',
  unverified: 'PKCE unverified',
};

/** A readable label for a source link: host and path, without scheme, query or trailing slash. */
export function sourceLabel(href: string): string {
  const url = new URL(href);
  const path = decodeURIComponent(url.pathname).replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}
