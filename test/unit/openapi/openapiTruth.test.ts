import * as path from 'path';
import { loadOpenApi } from '../../../src/openapi/loadOpenApi';

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
    const target = node.$ref.replace(/^#\//, '').split('/').reduce((acc: Json, key: string) => acc?.[key], doc);
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
    expect(doc.components.responses.BadRequest.content['application/json'].example.code).toBe('validation_failed');
  });
});
