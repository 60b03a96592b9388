import * as path from 'path';
import { loadOpenApi } from '../../../src/apiReference/core/loadOpenApi';

// Each assertion pins one statement of openapi/pocket-id.yaml to the Pocket ID 2.14.0 source it was traced to
// (pocket-id/pocket-id at d258d952, paths under backend/internal/).

const SPEC = path.join(__dirname, '../../../openapi/pocket-id.yaml');

type Json = any;
let doc: Json;

beforeAll(async () => {
  doc = (await loadOpenApi(SPEC)).document;
});

function op(method: string, route: string): Json {
  const item = doc.paths[route];
  if (!item) throw new Error(`${SPEC}: no path ${route}`);
  const operation = item[method];
  if (!operation) throw new Error(`${SPEC}: no ${method.toUpperCase()} ${route}`);
  return operation;
}

function deref(node: Json): Json {
  if (node && typeof node.$ref === 'string') {
    const target = node.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((acc: Json, key: string) => acc?.[key], doc);
    if (!target) throw new Error(`${SPEC}: unresolved ${node.$ref}`);
    return deref(target);
  }
  return node;
}

function responseCodes(method: string, route: string): string[] {
  return Object.keys(op(method, route).responses);
}

function response(method: string, route: string, code: string): Json {
  const r = op(method, route).responses[code];
  if (!r) throw new Error(`${SPEC}: ${method.toUpperCase()} ${route} has no ${code} response`);
  return deref(r);
}

function jsonSchemaRef(method: string, route: string, code: string): string | undefined {
  return response(method, route, code).content?.['application/json']?.schema?.$ref;
}

function exampleCode(method: string, route: string, code: string): string | undefined {
  return response(method, route, code).content?.['application/json']?.example?.code;
}

function param(method: string, route: string, name: string): Json {
  const params = [...(doc.paths[route].parameters ?? []), ...(op(method, route).parameters ?? [])].map(deref);
  const found = params.find((p: Json) => p.name === name);
  if (!found) throw new Error(`${SPEC}: ${method.toUpperCase()} ${route} has no parameter ${name}`);
  return found;
}

function schema(name: string): Json {
  const s = doc.components.schemas[name];
  if (!s) throw new Error(`${SPEC}: no schema ${name}`);
  return s;
}

describe('device login (devicelogin/handler.go, service.go, utils/cookie)', () => {
  const exchange = '/api/device-login/requests/{id}/exchange';

  it('exchange answers 202 with an empty body while the request is pending', () => {
    expect(responseCodes('post', exchange)).toContain('202');
    expect(response('post', exchange, '202').content).toBeUndefined();
  });

  it('exchange answers 401 device_login_expired for an invalid or expired request', () => {
    expect(exampleCode('post', exchange, '401')).toBe('device_login_expired');
  });

  it('exchange answers 403 device_login_denied for a denied request', () => {
    expect(exampleCode('post', exchange, '403')).toBe('device_login_denied');
  });

  it('exchange no longer claims 400 or 404', () => {
    expect(responseCodes('post', exchange)).not.toContain('400');
    expect(responseCodes('post', exchange)).not.toContain('404');
  });

  it('exchange needs the __Secure-device_login_token cookie', () => {
    expect(op('post', exchange).security).toEqual([{ DeviceLoginToken: [] }]);
    expect(doc.components.securitySchemes.DeviceLoginToken).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: '__Secure-device_login_token',
    });
  });

  it('the request ID is the user code, not a UUID', () => {
    expect(param('post', exchange, 'id').schema.format).toBeUndefined();
    expect(schema('DeviceLoginRequestCreateDto').properties.id.format).toBeUndefined();
  });

  it('the verification URI is /device with ?user_code= and the polling interval is 3 seconds', () => {
    const example = response('post', '/api/device-login/requests', '201').content['application/json'].example;
    expect(example.verificationUri).toMatch(/\/device$/);
    expect(example.verificationUriComplete).toMatch(/\/device\?user_code=/);
    expect(example.interval).toBe(3);
  });

  it('decision answers 401 reauthentication_required without a fresh re-authentication proof', () => {
    expect(exampleCode('post', '/api/device-login/verification/decision', '401')).toBe('reauthentication_required');
    expect(op('post', '/api/device-login/verification/decision').description).toMatch(/POST \/api\/webauthn\/reauthenticate/);
  });

  it('inspect and decide answer 401 device_login_expired, not 404, for an unknown code', () => {
    expect(responseCodes('post', '/api/device-login/verification')).not.toContain('404');
    expect(exampleCode('post', '/api/device-login/verification', '401')).toBe('device_login_expired');
    expect(responseCodes('post', '/api/device-login/verification/decision')).not.toContain('404');
  });
});

describe('signup (usersignup/handler.go, service.go, apperror/constructors.go)', () => {
  it('GET /api/signup/setup answers 404 setup_not_available once set up', () => {
    expect(responseCodes('get', '/api/signup/setup')).not.toContain('400');
    expect(exampleCode('get', '/api/signup/setup', '404')).toBe('setup_not_available');
  });

  it('POST /api/signup/setup answers 409 setup_already_completed', () => {
    expect(exampleCode('post', '/api/signup/setup', '409')).toBe('setup_already_completed');
  });

  it('POST /api/signup answers 401 for a bad token and 403 when open signup is off', () => {
    expect(exampleCode('post', '/api/signup', '401')).toBe('token_invalid_or_expired');
    expect(exampleCode('post', '/api/signup', '403')).toBe('open_signup_disabled');
  });
});

describe('one-time access (onetimeaccess/handler.go, service.go)', () => {
  it('the admin token endpoint requires a JSON body', () => {
    expect(op('post', '/api/users/{id}/one-time-access-token').requestBody.required).toBe(true);
  });

  it('the admin email endpoint requires a JSON body', () => {
    expect(op('post', '/api/users/{id}/one-time-access-email').requestBody.required).toBe(true);
  });

  it('the admin email endpoint answers 409 user_email_not_set', () => {
    expect(exampleCode('post', '/api/users/{id}/one-time-access-email', '409')).toBe('user_email_not_set');
  });

  it('the public email endpoint answers 403 one_time_access_disabled', () => {
    expect(exampleCode('post', '/api/one-time-access-email', '403')).toBe('one_time_access_disabled');
  });

  it('the exchange answers 403 user_disabled', () => {
    expect(exampleCode('post', '/api/one-time-access-token/{token}', '403')).toBe('user_disabled');
  });
});

describe('OIDC clients (controller/oidc_controller.go, service/oidc_service.go, dto/oidc_dto.go)', () => {
  it('preview requires the scopes query parameter', () => {
    expect(param('get', '/api/oidc/clients/{id}/preview/{userId}', 'scopes').required).toBe(true);
  });

  it('hasLogo and hasDarkLogo do not remove a logo; DELETE .../logo does', () => {
    for (const name of ['OidcClientUpdateDto', 'OidcClientCreateDto']) {
      const props = schema(name).properties;
      expect(props.hasLogo.description).toMatch(/Ignored on input/);
      expect(props.hasLogo.description).toMatch(/DELETE \/api\/oidc\/clients\/\{id\}\/logo/);
      expect(props.hasDarkLogo.description).toMatch(/Ignored on input/);
    }
    expect(op('put', '/api/oidc/clients/{id}').description).not.toMatch(/false removes/);
  });

  it('creating a client with a taken ID answers 409 client_id_already_exists', () => {
    expect(exampleCode('post', '/api/oidc/clients', '409')).toBe('client_id_already_exists');
  });

  it('a host wildcard in a callback URL also matches several labels', () => {
    const item = schema('OidcClientUpdateDto').properties.callbackURLs.items.description;
    expect(item).toMatch(/a\.b\.example\.com/);
    expect(item).toMatch(/stops at `\/`/);
  });
});

describe('APIs (api/handler.go, api/dto.go, api/service.go)', () => {
  it('PUT /api/apis/{id}/clients/{clientId} returns ApiClientGrantDto', () => {
    expect(jsonSchemaRef('put', '/api/apis/{id}/clients/{clientId}', '200')).toBe('#/components/schemas/ApiClientGrantDto');
  });

  it('creating an API with a taken resource answers 409 already_in_use', () => {
    expect(exampleCode('post', '/api/apis', '409')).toBe('already_in_use');
  });
});

describe('API keys (apikey/service.go, middleware/auth_middleware.go)', () => {
  it('renewing an active key answers 409 api_key_not_expired', () => {
    expect(exampleCode('post', '/api/api-keys/{id}/renew', '409')).toBe('api_key_not_expired');
  });

  it('creating or renewing with an API key answers 403 api_key_auth_not_allowed', () => {
    expect(exampleCode('post', '/api/api-keys', '403')).toBe('api_key_auth_not_allowed');
    expect(exampleCode('post', '/api/api-keys/{id}/renew', '403')).toBe('api_key_auth_not_allowed');
  });
});

describe('info and shared components (middleware/rate_limit.go, middleware/error_handler.go, dto/error_dto.go)', () => {
  it('the rate-limit text has no localhost exemption', () => {
    expect(doc.info.description).not.toMatch(/localhost are not limited/);
    expect(doc.info.description).toMatch(/no loopback exemption/);
  });

  it('ErrorDto.code is always set and validation failures use validation_failed', () => {
    expect(schema('ErrorDto').required).toContain('code');
    expect(schema('ErrorDto').example.code).toBe('validation_failed');
    expect(exampleCode('post', '/api/oidc/clients', '400')).toBe('validation_failed');
  });

  it('pagination caps the page size and ignores unknown sort columns and filters (utils/list_request_util.go)', () => {
    expect(doc.info.description).toMatch(/larger values are capped at 100/);
    expect(doc.info.description).toMatch(/cannot be sorted on is ignored/);
    expect(doc.info.description).not.toMatch(/only sortable columns\)/);
  });

  it('/healthz is the unlimited route (bootstrap/router_bootstrap.go)', () => {
    expect(doc.info.description).toMatch(/`\/healthz` is not limited/);
  });
});

describe('passkeys (webauthn/handler.go, webauthn/service.go)', () => {
  it('logout only clears the cookie and revokes nothing', () => {
    expect(op('post', '/api/webauthn/logout').description).not.toMatch(/revoking it server-side/);
  });

  it('reauthenticate accepts a missing body right after a passkey sign-in', () => {
    expect(op('post', '/api/webauthn/reauthenticate').requestBody.required).toBe(false);
    expect(exampleCode('post', '/api/webauthn/reauthenticate', '401')).toBe('reauthentication_required');
  });

  it('session-only passkey endpoints answer 403 api_key_auth_not_allowed', () => {
    for (const [method, route] of [
      ['get', '/api/webauthn/register/start'],
      ['post', '/api/webauthn/register/finish'],
      ['post', '/api/webauthn/reauthenticate'],
    ]) {
      expect(exampleCode(method, route, '403')).toBe('api_key_auth_not_allowed');
    }
  });

  it('passkey sign-in answers 403 user_disabled', () => {
    expect(exampleCode('post', '/api/webauthn/login/finish', '403')).toBe('user_disabled');
  });
});

describe('users (service/user_service.go, emailverification/service.go)', () => {
  it('user search does not match the display name', () => {
    expect(op('get', '/api/users').description).not.toMatch(/display name/);
  });

  it('editing the own account never answers a permission 403 (only user_disabled from the auth middleware); a duplicate answers 409', () => {
    expect(op('put', '/api/users/me').responses['403']).toEqual({ $ref: '#/components/responses/UserDisabled' });
    expect(exampleCode('put', '/api/users/me', '409')).toBe('already_in_use');
    expect(exampleCode('post', '/api/users', '409')).toBe('already_in_use');
    expect(exampleCode('put', '/api/users/{id}', '409')).toBe('already_in_use');
  });

  it('no verification email is sent automatically on an email change', () => {
    expect(op('put', '/api/users/me').description).not.toMatch(/and a verification email is sent/);
  });

  it('deleting an LDAP user is refused rather than undone by the next sync', () => {
    expect(op('delete', '/api/users/{id}').description).toMatch(/ldap_user_update/);
  });

  it('sending a verification email answers 409 user_email_not_set and does not check the setting', () => {
    expect(exampleCode('post', '/api/users/me/send-email-verification', '409')).toBe('user_email_not_set');
    expect(op('post', '/api/users/me/send-email-verification').description).not.toMatch(/Requires SMTP and the/);
  });

  it('a bad verification token answers 400 invalid_email_verification_token', () => {
    expect(exampleCode('post', '/api/users/me/verify-email', '400')).toBe('invalid_email_verification_token');
  });

  it('signing up with a taken username answers 409', () => {
    expect(exampleCode('post', '/api/signup', '409')).toBe('already_in_use');
  });
});

describe('settings, LDAP and images (controller/app_config_controller.go, ldapsync, service/app_images_service.go)', () => {
  it('the test email answers 409 without an address and hides SMTP errors', () => {
    expect(exampleCode('post', '/api/application-configuration/test-email', '409')).toBe('user_email_not_set');
    expect(op('post', '/api/application-configuration/test-email').description).not.toMatch(/returned in the error message/);
  });

  it('LDAP sync answers 409 ldap_disabled', () => {
    expect(exampleCode('post', '/api/application-configuration/sync-ldap', '409')).toBe('ldap_disabled');
  });

  it('image reads answer 404 image_not_found when nothing is stored', () => {
    for (const route of [
      '/api/application-images/logo',
      '/api/application-images/background',
      '/api/application-images/favicon',
      '/api/application-images/email',
    ]) {
      expect(exampleCode('get', route, '404')).toBe('image_not_found');
    }
  });

  it('deleting the logo or background does not fall back to a built-in image', () => {
    expect(op('delete', '/api/application-images/logo').description).not.toMatch(/falls back/);
    expect(op('delete', '/api/application-images/background').description).not.toMatch(/falls back/);
  });

  it('uploads with an unsupported extension answer 415 file_type_not_supported', () => {
    expect(exampleCode('put', '/api/application-images/favicon', '415')).toBe('file_type_not_supported');
    expect(exampleCode('put', '/api/application-images/email', '415')).toBe('file_type_not_supported');
    expect(exampleCode('post', '/api/oidc/clients/{id}/logo', '415')).toBe('file_type_not_supported');
  });
});

describe('OIDC client administration (service/oidc_service.go, oidc/cimd.go)', () => {
  it('a failed logo download answers 422', () => {
    expect(exampleCode('post', '/api/oidc/clients', '422')).toBe('logo_download_failed');
    expect(exampleCode('put', '/api/oidc/clients/{id}', '422')).toBe('logo_download_failed');
  });

  it('revoking an authorization also revokes refresh tokens', () => {
    expect(op('delete', '/api/oidc/users/me/authorized-clients/{clientId}').description).toMatch(/refresh tokens/);
  });

  it('refreshing CIMD metadata answers 400, not 404', () => {
    expect(responseCodes('post', '/api/oidc/clients/{id}/refresh')).not.toContain('404');
    expect(exampleCode('post', '/api/oidc/clients/{id}/refresh', '400')).toBe('validation_failed');
  });

  it('client secret limits answer 400 validation_failed', () => {
    expect(exampleCode('post', '/api/oidc/clients/{id}/secrets', '400')).toBe('validation_failed');
  });
});

describe('user groups, audit logs, SCIM, signup tokens (service/user_group_service.go, service/audit_log_service.go, scimsync, usersignup)', () => {
  it('a duplicate group name answers 409', () => {
    expect(exampleCode('post', '/api/user-groups', '409')).toBe('already_in_use');
    expect(exampleCode('put', '/api/user-groups/{id}', '409')).toBe('already_in_use');
  });

  it('LDAP groups cannot be changed rather than being overwritten', () => {
    expect(op('put', '/api/user-groups/{id}').description).toMatch(/ldap_user_group_update/);
  });

  it('audit logs have no default order', () => {
    expect(op('get', '/api/audit-logs/all').description).not.toMatch(/newest first by default/);
  });

  it('a SCIM sync answers 200', () => {
    expect(responseCodes('post', '/api/scim/service-provider/{id}/sync')).toContain('200');
    expect(responseCodes('post', '/api/scim/service-provider/{id}/sync')).not.toContain('204');
  });

  it('deleting an unknown signup token answers 204, not 404', () => {
    expect(responseCodes('delete', '/api/signup-tokens/{id}')).not.toContain('404');
  });

  it('a signup token ttl is optional: required is skipped on the JSONDuration struct and 0 becomes 1 hour', () => {
    expect(schema('SignupTokenCreateDto').required).not.toContain('ttl');
    expect(schema('SignupTokenCreateDto').required).toContain('usageLimit');
    expect(schema('SignupTokenCreateDto').description).toMatch(/1 hour/);
  });
});

describe('protocol endpoints (oidc/*.go, controller/well_known_controller.go, controller/healthz_controller.go)', () => {
  it("end-session never answers 400: errors redirect to APP_URL/logout, only a POST body that fails to parse answers 500, and a disabled user's session cookie 403 (middleware/auth_middleware.go:88-93)", () => {
    expect(responseCodes('get', '/api/oidc/end-session').sort()).toEqual(['302', '403', '429']);
    expect(responseCodes('post', '/api/oidc/end-session').sort()).toEqual(['302', '403', '429', '500']);
    expect(exampleCode('get', '/api/oidc/end-session', '403')).toBe('user_disabled');
  });

  it('discovery always carries client_id_metadata_document_supported', () => {
    expect(schema('OpenIdConfiguration').example.client_id_metadata_document_supported).toBe(false);
  });

  it('healthz has no failure response', () => {
    expect(responseCodes('get', '/healthz')).toEqual(['204']);
  });

  it('device-code verification answers 400, 401 and 403, never 404', () => {
    expect(responseCodes('post', '/api/oidc/device/verify')).not.toContain('404');
    expect(exampleCode('post', '/api/oidc/device/verify', '400')).toBe('oidc_invalid_device_code');
    expect(exampleCode('post', '/api/oidc/device/verify', '401')).toBe('reauthentication_required');
    expect(responseCodes('post', '/api/oidc/device/verify')).toContain('403');
    expect(responseCodes('get', '/api/oidc/device/info')).not.toContain('404');
  });

  it('authorize errors redirect to the error page instead of answering 400', () => {
    expect(responseCodes('get', '/authorize')).not.toContain('400');
    expect(responseCodes('post', '/authorize')).not.toContain('400');
  });

  it('completing an interaction returns a relative /authorize redirect', () => {
    const example = response('post', '/api/oidc/interactions/{id}/complete', '200').content['application/json'].example;
    expect(example.redirectUrl).toMatch(/^\/authorize\?interaction=/);
  });

  it('userinfo answers 403 access_denied for a token without openid', () => {
    expect(response('get', '/api/oidc/userinfo', '403').content['application/json'].example.error).toBe('access_denied');
    expect(response('post', '/api/oidc/userinfo', '403').content['application/json'].example.error).toBe('access_denied');
  });
});

describe('issue #32 (pocket-id 2.14 source, backend/internal/)', () => {
  it('updating a client without isGroupRestricted opens it and deletes its groups (service/oidc_service.go:199-205, 259)', () => {
    expect(op('put', '/api/oidc/clients/{id}').description).toMatch(/\*\*Warning:\*\*/);
    expect(op('put', '/api/oidc/clients/{id}').description).toMatch(/open to every user/);
    expect(schema('OidcClientUpdateDto').properties.isGroupRestricted.description).toMatch(/deletes its allowed user groups/);
  });
});

describe('issue #32: one-time access email (onetimeaccess/handler.go:88, service.go:71-74)', () => {
  it('does not claim to hide which addresses have accounts: the device-token cookie is empty for unknown ones', () => {
    const description = op('post', '/api/one-time-access-email').description;
    expect(description).not.toMatch(/does not reveal which addresses have accounts/);
    expect(description).toMatch(/empty/);
    expect(response('post', '/api/one-time-access-email', '204').headers['Set-Cookie'].description).toMatch(/empty/);
  });
});

describe('issue #32: signup tokens (usersignup/service.go:49-53)', () => {
  it('a valid token works under every signup setting, disabled included', () => {
    expect(op('post', '/api/signup-tokens').description).toMatch(/`disabled` included/);
    expect(op('post', '/api/signup-tokens').description).not.toMatch(/when signups are set to `withToken`/);
    expect(op('post', '/api/signup').description).toMatch(/even when signups are `disabled`/);
  });
});

describe('issue #32: custom claims (service/custom_claim_service.go:23-49, 143-149, 184-186; apperror/constructors.go:129-146)', () => {
  const reserved = [
    'given_name',
    'family_name',
    'name',
    'email',
    'email_verified',
    'preferred_username',
    'display_name',
    'groups',
    'type',
    'sub',
    'iss',
    'aud',
    'exp',
    'iat',
    'auth_time',
    'nonce',
    'acr',
    'amr',
    'azp',
    'client_id',
    'nbf',
    'jti',
  ];

  it('both claim operations list the 22 reserved keys and answer 400 reserved_claim / duplicate_claim', () => {
    for (const route of ['/api/custom-claims/user/{userId}', '/api/custom-claims/user-group/{userGroupId}']) {
      const description = op('put', route).description;
      for (const key of reserved) expect(description).toContain(`\`${key}\``);
      expect(description).toMatch(/duplicate_claim/);
      expect(exampleCode('put', route, '400')).toBe('reserved_claim');
      expect(response('put', route, '400').description).toMatch(/duplicate_claim/);
    }
  });
});

describe('issue #32: client preview (service/oidc_service.go:834-836, apperror/constructors.go:161-163)', () => {
  it('a user outside a restricted client gets 403 oidc_access_denied', () => {
    expect(exampleCode('get', '/api/oidc/clients/{id}/preview/{userId}', '403')).toBe('oidc_access_denied');
    expect(op('get', '/api/oidc/clients/{id}/preview/{userId}').description).toMatch(/oidc_access_denied/);
  });
});

describe('issue #32: session and disabled users (middleware/jwt_auth.go:40-47, 69-71; middleware/api_key_auth.go:43-45)', () => {
  it('the session token is also accepted in an Authorization header', () => {
    expect(doc.info.description).toMatch(/`Authorization` header/);
    expect(doc.components.securitySchemes.SessionCookie.description).toMatch(/`Authorization` header/);
  });

  it('every user-or-API-key operation answers 403 user_disabled', () => {
    let count = 0;
    for (const item of Object.values(doc.paths) as Json[]) {
      for (const operation of Object.values(item) as Json[]) {
        if (operation?.['x-required-role'] !== 'user' || !JSON.stringify(operation.security).includes('ApiKeyAuth')) continue;
        count += 1;
        expect(deref(operation.responses['403']).content['application/json'].example.code).toBe('user_disabled');
      }
    }
    expect(count).toBe(17);
  });
});

describe('issue #32: CIMD refresh (service/oidc_service.go:92-97, oidc/cimd.go:84-90, oidc/store.go:312-321)', () => {
  it('an allowed but unstored client ID answers 500, documented as a known issue', () => {
    expect(op('post', '/api/oidc/clients/{id}/refresh').description).toMatch(/Known issue/);
    expect(exampleCode('post', '/api/oidc/clients/{id}/refresh', '500')).toBe('internal_error');
  });
});

describe('issue #32: creating an API (api/service.go:51-53, 92-99)', () => {
  it('trailing slashes are removed and the issuer URL is reserved', () => {
    expect(op('post', '/api/apis').description).toMatch(/Trailing slashes are removed/);
    const example = response('post', '/api/apis', '400').content['application/json'].example;
    expect(example.details.fields[0]).toMatchObject({ field: 'resource', code: 'reserved' });
  });
});

describe('issue #32: memberships of LDAP groups (service/user_group_service.go:233-273, service/user_service.go:546-584, ldapsync/service.go:450-473)', () => {
  it('both membership operations say the next LDAP sync overwrites the change', () => {
    expect(op('put', '/api/user-groups/{id}/users').description).toMatch(/next LDAP sync/);
    expect(op('put', '/api/users/{id}/user-groups').description).toMatch(/next LDAP sync/);
  });
});

describe('issue #32: app-config answers (appconfig/model.go:262-303, controller/app_config_controller.go:69-80)', () => {
  it('type and isPublic are never filled in', () => {
    expect(schema('AppConfigVariableDto').properties.type.description).toMatch(/always an empty string/);
    expect(schema('AppConfigVariableDto').properties.isPublic.description).toMatch(/always `false`/);
    const all = response('get', '/api/application-configuration/all', '200').content['application/json'].example;
    expect(all.every((v: Json) => v.type === '' && v.isPublic === false)).toBe(true);
  });
});

describe('issue #32: SCIM answers (scimsync/service.go:106-118, 120-148, 150-199; handler.go:126-135)', () => {
  it('oidcClient is an empty placeholder whose clientType is an empty string', () => {
    const oidcClient = schema('ScimServiceProviderDto').properties.oidcClient;
    expect(oidcClient.$ref).toBeUndefined();
    expect(oidcClient.properties.clientType.enum).toBeUndefined();
    for (const [method, route, code] of [
      ['get', '/api/oidc/clients/{id}/scim-service-provider', '200'],
      ['post', '/api/scim/service-provider', '201'],
      ['put', '/api/scim/service-provider/{id}', '200'],
    ]) {
      expect(response(method, route, code).content['application/json'].example.oidcClient).toMatchObject({ id: '', clientType: '' });
    }
  });
});

describe('issue #32: introspection (oidc/introspection_handler.go:35-97; fosite introspection_request_handler.go)', () => {
  it('the form also reads client_id and scope', () => {
    expect(schema('IntrospectionRequest').properties.client_id).toBeDefined();
    expect(schema('IntrospectionRequest').properties.scope).toBeDefined();
  });

  it('a failed client authentication answers 401 request_unauthorized', () => {
    expect(response('post', '/api/oidc/introspect', '401').content['application/json'].example.error).toBe('request_unauthorized');
  });
});

describe('issue #32: /authorize (oidc/authorization_handler.go:44-56, authorization_service.go:382-400)', () => {
  it('documents the interaction parameter and client_id is not always required', () => {
    for (const method of ['get', 'post']) {
      expect(param(method, '/authorize', 'interaction').in).toBe('query');
    }
    expect(param('get', '/authorize', 'client_id').required).toBe(false);
    expect(schema('AuthorizationRequest').required ?? []).not.toContain('client_id');
  });
});

describe('issue #32: upload content types (controller/app_images_controller.go:135-148, 204-216; service/app_images_service.go:50-55; utils/file_util.go:33-54; utils/image/profile_picture.go:26-42)', () => {
  function uploadTypes(method: string, route: string): string {
    return op(method, route).requestBody.content['multipart/form-data'].encoding.file.contentType;
  }

  it('each upload lists what its endpoint accepts', () => {
    expect(uploadTypes('put', '/api/application-images/email')).toBe('image/png, image/jpeg');
    expect(uploadTypes('put', '/api/application-images/favicon')).toBe('image/x-icon, image/png, image/svg+xml');
    expect(uploadTypes('put', '/api/application-images/logo')).toContain('image/heic');
    expect(uploadTypes('post', '/api/oidc/clients/{id}/logo')).toContain('image/avif');
    expect(uploadTypes('put', '/api/users/me/profile-picture')).not.toContain('image/svg+xml');
    expect(uploadTypes('put', '/api/users/{id}/profile-picture')).toContain('image/gif');
    expect(exampleCode('put', '/api/users/me/profile-picture', '400')).toBe('invalid_image');
  });
});

describe('issue #32: fosite-handled endpoints (oidc/token_handler.go, claims_service.go:37-65, api_resource.go:45-94, device_strategy.go, userinfo_handler.go)', () => {
  it('the token endpoint answers 403 access_denied for a group restriction or API access', () => {
    expect(response('post', '/api/oidc/token', '403').content['application/json'].example.error).toBe('access_denied');
  });

  it('device user codes are E plus 7 characters and the complete URI uses user_code', () => {
    const example = response('post', '/api/oidc/device/authorize', '200').content['application/json'].example;
    expect(example.user_code).toMatch(/^E[A-HJKMNP-Z0-9]{7}$/);
    expect(example.verification_uri_complete).toMatch(/\/device\?user_code=/);
  });

  it('userinfo 401 is request_unauthorized and the token may come as access_token', () => {
    expect(response('get', '/api/oidc/userinfo', '401').content['application/json'].example.error).toBe('request_unauthorized');
    expect(op('get', '/api/oidc/userinfo').description).toMatch(/`access_token` query or form parameter/);
  });
});

describe('issue #47 items 7-11 (pocket-id 2.14 source, backend/internal/)', () => {
  it('POST /authorize reads a PAR request_uri from the query string only (oidc/authorization_handler.go:61, authorization_service.go:122-123)', () => {
    expect(param('post', '/authorize', 'request_uri').in).toBe('query');
    expect(op('post', '/authorize').description).toMatch(/in the URL query string, even with POST/);
  });

  it('end-session with a foreign client_id or an unmatched post_logout_redirect_uri revokes nothing (oidc/end_session_service.go:51-52, 83-88, 135-137)', () => {
    for (const method of ['get', 'post']) {
      const description = op(method, '/api/oidc/end-session').description;
      expect(description).toMatch(/a `client_id` that is not the hint's client/);
      expect(description).toMatch(/refresh tokens stay valid/);
    }
  });

  it('list operations declare the filters their models allow (utils/list_request_util.go:106-146, model/user.go, model/oidc.go)', () => {
    const filterFields = (method: string, route: string) =>
      Object.keys(param(method, route, 'filters').schema.properties ?? {}).sort((a: string, b: string) => a.localeCompare(b));
    expect(filterFields('get', '/api/users')).toEqual(['disabled', 'emailVerified', 'isAdmin']);
    for (const route of ['/api/oidc/clients', '/api/apis/{id}/clients', '/api/apis/{id}/assignable-clients']) {
      expect(filterFields('get', route)).toContain('clientType');
      expect(filterFields('get', route)).not.toContain('hasLaunchURL');
    }
    for (const route of ['/api/oidc/users/me/authorized-clients', '/api/oidc/users/{id}/authorized-clients']) {
      expect(filterFields('get', route)).toEqual(['hasLaunchURL']);
    }
    expect(filterFields('get', '/api/oidc/users/me/clients')).toContain('hasLaunchURL');
  });

  it("an admin's user update always takes emailVerified from the body (service/user_service.go:507-519)", () => {
    expect(op('put', '/api/users/{id}').description).toMatch(/the `emailsVerified` setting has no effect here/);
  });

  it('image reads list every stored type, the client logo 413 is file_too_large and light falls back to dark (utils/file_util.go:33-53, middleware/file_size_limit.go)', () => {
    for (const route of [
      '/api/application-images/logo',
      '/api/application-images/background',
      '/api/application-images/default-profile-picture',
      '/api/oidc/clients/{id}/logo',
    ]) {
      expect(Object.keys(response('get', route, '200').content)).toEqual(expect.arrayContaining(['image/gif', 'image/avif', 'image/heic', 'image/x-icon']));
    }
    expect(response('post', '/api/oidc/clients/{id}/logo', '413').content['application/json'].example).toMatchObject({
      error: 'File must not exceed 2.00 MB',
      code: 'file_too_large',
    });
    expect(doc.components.parameters.LightVariant.description).toMatch(/not a boolean, select the dark-mode variant/);
    expect(op('post', '/api/oidc/clients/{id}/logo').description).toMatch(/stays in storage/);
    expect(op('delete', '/api/users/{id}/webauthn-credentials/{credentialId}').description).toMatch(/PASSKEY_REMOVED/);
    expect(op('post', '/api/oidc/token').description).toMatch(/\*\*Access:\*\*[^\n]*federated client assertion/);
    for (const route of ['/.well-known/openid-configuration', '/.well-known/oauth-authorization-server']) {
      expect(response('get', route, '200').content['application/json'].example.client_id_metadata_document_supported).toBe(false);
    }
  });
});
