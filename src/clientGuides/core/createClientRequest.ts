import { sendsPkce, type ClientType, type PkceSupport } from './clientExample';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';

/** What a client guide knows about its OIDC client (its frontmatter). */
export interface ClientRequestFacts {
  name: string;
  redirectUris: readonly string[];
  /** The Logout Callback URLs; empty for an app that names none. */
  postLogoutRedirectUris: readonly string[];
  pkce: PkceSupport;
  clientType: ClientType;
}

/**
 * The body of `POST /api/oidc/clients` (Pocket ID 2.14's OidcClientCreateDto,
 * backend/internal/dto/oidc_dto.go:41-65) for the client a guide sets up by hand:
 * - `name` is the only required field (`binding:"required,max=50"`);
 * - `logoutCallbackURLs` only for a guide that names some (the admin UI's "Logout Callback
 *   URLs", checked like `callbackURLs` by `callback_url_pattern`, oidc_dto.go:44-45);
 * - `isPublic` and `pkceEnabled` as in the guide's steps (Pocket ID turns PKCE on for a
 *   public client anyway, service/oidc_service.go:275-276);
 * - `isGroupRestricted: true`, because the admin UI restricts a new client to groups
 *   (frontend oidc-client-form.svelte:117) while an API request that omits it makes the
 *   client open to every user (service/oidc_service.go:259).
 * @internal Exported for its tests; production uses it in this file only.
 */
export interface CreateClientBody {
  name: string;
  callbackURLs: string[];
  logoutCallbackURLs?: string[];
  isPublic: boolean;
  pkceEnabled: boolean;
  isGroupRestricted: true;
}

/** Pocket ID refuses a longer name (OidcClientUpdateDto.Name, `max=50`). */
const NAME_MAX = 50;

/** @internal Exported for its tests; production uses it in this file only. */
export function createClientBody(facts: ClientRequestFacts): CreateClientBody {
  if (facts.name.length > NAME_MAX) throw new Error(`Client name "${facts.name}" is longer than Pocket ID's ${NAME_MAX} characters`);
  const isPublic = facts.clientType === 'public';
  return {
    name: facts.name,
    callbackURLs: [...facts.redirectUris],
    ...(facts.postLogoutRedirectUris.length > 0 ? { logoutCallbackURLs: [...facts.postLogoutRedirectUris] } : {}),
    isPublic,
    pkceEnabled: isPublic || sendsPkce(facts.pkce),
    isGroupRestricted: true,
  };
}

/** Quotes a string for a POSIX shell (single quotes; a `'` inside becomes `'\''`). */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** The body as a ready-to-copy cURL command, authenticated with an admin API key (`X-API-Key`). */
export function createClientCurl(facts: ClientRequestFacts, baseUrl: string = POCKET_ID_URL): string {
  const body = JSON.stringify(createClientBody(facts), null, 2);
  return [
    `curl -X POST ${baseUrl}/api/oidc/clients \\`,
    `  -H "X-API-Key: $POCKET_ID_API_KEY" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  --data ${shellQuote(body)}`,
  ].join('\n');
}
