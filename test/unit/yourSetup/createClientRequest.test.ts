import { createClientBody, createClientCurl } from '../../../src/clientGuides/core/createClientRequest';

const immich = {
  name: 'Immich',
  redirectUris: ['https://immich.example.com/auth/login', 'app.immich:///oauth-callback'],
  postLogoutRedirectUris: [] as string[],
  pkce: 'required' as const,
  clientType: 'confidential' as const,
};

describe('createClientBody', () => {
  it("builds OidcClientCreateDto's fields from the guide", () => {
    expect(createClientBody(immich)).toEqual({
      name: 'Immich',
      callbackURLs: ['https://immich.example.com/auth/login', 'app.immich:///oauth-callback'],
      isPublic: false,
      pkceEnabled: true,
      isGroupRestricted: true,
    });
  });

  it('carries no logoutCallbackURLs for a guide that names none', () => {
    expect(Object.keys(createClientBody(immich))).not.toContain('logoutCallbackURLs');
  });

  it("carries the guide's logout callback URLs as logoutCallbackURLs, after the callback URLs", () => {
    const body = createClientBody({ ...immich, postLogoutRedirectUris: ['https://immich.example.com/auth/login', 'https://immich.example.com/'] });
    expect(body.logoutCallbackURLs).toEqual(['https://immich.example.com/auth/login', 'https://immich.example.com/']);
    expect(Object.keys(body)).toEqual(['name', 'callbackURLs', 'logoutCallbackURLs', 'isPublic', 'pkceEnabled', 'isGroupRestricted']);
  });

  it.each([
    ['confidential', 'required', true],
    ['confidential', 'supported', true],
    ['confidential', 'not-supported', false],
    ['confidential', 'unverified', false],
    ['public', 'required', true],
  ] as const)('a %s client whose app has PKCE %s gets pkceEnabled %s', (clientType, pkce, pkceEnabled) => {
    const body = createClientBody({ ...immich, clientType, pkce });
    expect(body.pkceEnabled).toBe(pkceEnabled);
    expect(body.isPublic).toBe(clientType === 'public');
  });

  it("refuses a name longer than Pocket ID's 50 characters", () => {
    expect(() => createClientBody({ ...immich, name: 'x'.repeat(51) })).toThrow(/longer than Pocket ID's 50 characters/);
  });
});

describe('createClientCurl', () => {
  it('posts the body with the API key header, and the body parses back', () => {
    const curl = createClientCurl(immich);
    expect(curl).toMatch(/^curl -X POST https:\/\/pocket-id\.example\.com\/api\/oidc\/clients \\\n/);
    expect(curl).toContain('-H "X-API-Key: $POCKET_ID_API_KEY"');
    expect(curl).toContain('-H "Content-Type: application/json"');
    const quoted = /--data '([\s\S]*)'$/.exec(curl)?.[1] ?? '';
    expect(JSON.parse(quoted)).toEqual(createClientBody(immich));
  });

  it('sends the logout callback URLs in the body it posts', () => {
    const curl = createClientCurl({ ...immich, postLogoutRedirectUris: ['https://immich.example.com/auth/login'] });
    const quoted = /--data '([\s\S]*)'$/.exec(curl)?.[1] ?? '';
    expect(JSON.parse(quoted).logoutCallbackURLs).toEqual(['https://immich.example.com/auth/login']);
  });

  it("quotes a ' in the name for the shell", () => {
    const curl = createClientCurl({ ...immich, name: "Bob's app" });
    expect(curl).toContain(`"name": "Bob'\\''s app"`);
  });
});
