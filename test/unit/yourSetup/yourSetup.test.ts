import {
  appExampleOrigin,
  checkOrigin,
  parseYourSetup,
  passkeysRefused,
  replacementFor,
  serializeYourSetup,
  setupSummary,
} from '../../../src/yourSetup/core/yourSetup';
import { YOUR_SETUP_KEY } from '../../../src/yourSetup/core/yourSetupNames';

describe('checkOrigin', () => {
  it.each([
    ['https://id.acme.org', 'https://id.acme.org'],
    ['  https://ID.Acme.org/  ', 'https://id.acme.org'],
    ['http://10.0.0.5:1411', 'http://10.0.0.5:1411'],
    ['https://id.acme.org:443', 'https://id.acme.org'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('accepts %s as %s', (input, origin) => {
    expect(checkOrigin(input, 'The Pocket ID URL')).toEqual({ ok: true, origin });
  });

  it.each([
    ['', /is empty/],
    ['id.acme.org', /is not a URL/],
    ['ftp://id.acme.org', /must start with https:\/\/ or http:\/\//],
    ['javascript:alert(1)', /must start with https:\/\//],
    ['https://id.acme.org/path', /without a path, query or fragment/],
    ['https://id.acme.org?x=1', /without a path, query or fragment/],
    ['https://id.acme.org#top', /without a path, query or fragment/],
    ['https://id.acme.org?', /without a path, query or fragment/],
    ['https://user:pw@id.acme.org', /user name or password/],
    ['https://"><script>alert(1)</script>', /./],
    ['https://a"b.org', /characters a host name cannot hold/],
  ])('refuses %j with a message naming the field', (input, reason) => {
    const result = checkOrigin(input, 'The Pocket ID URL');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^The Pocket ID URL /);
      expect(result.message).toMatch(reason);
    }
  });

  it('ends a refusal with the example it is given, the address the field shows as its placeholder', () => {
    expect(checkOrigin('', 'The Pocket ID URL', 'https://pocket-id.example.com')).toEqual({
      ok: false,
      message: 'The Pocket ID URL is empty: enter an address starting with https://, for example https://pocket-id.example.com.',
    });
    expect(checkOrigin('id.acme.org', 'The Immich URL')).toEqual({
      ok: false,
      message: 'The Immich URL is not a URL: enter an address starting with https://.',
    });
  });
});

describe('stored setup', () => {
  it('uses the key the other controls read', () => {
    expect(YOUR_SETUP_KEY).toBe('pocket-id-docs:your-setup');
  });

  it('round-trips through its JSON', () => {
    const setup = { pocketIdUrl: 'https://id.acme.org', appUrl: 'https://photos.acme.org', appExample: 'https://immich.example.com' };
    expect(parseYourSetup(serializeYourSetup(setup))).toEqual(setup);
    expect(JSON.parse(serializeYourSetup({ pocketIdUrl: 'https://id.acme.org' }))).toEqual({ pocketIdUrl: 'https://id.acme.org' });
  });

  it.each([null, '', 'not json', '[]', '"x"', '{}', '{"pocketIdUrl":42}', '{"pocketIdUrl":"javascript:alert(1)"}', '{"pocketIdUrl":"https://id.acme.org/x"}'])(
    'reads %j as no setup',
    stored => {
      expect(parseYourSetup(stored)).toBeNull();
    },
  );

  it('keeps a version, alone or beside the addresses, and drops one it cannot read', () => {
    const setup = { pocketIdUrl: 'https://id.acme.org', version: '2.10' };
    expect(parseYourSetup(serializeYourSetup(setup))).toEqual(setup);
    expect(parseYourSetup(serializeYourSetup({ version: '2.13.1' }))).toEqual({ version: '2.13.1' });
    expect(parseYourSetup('{"pocketIdUrl":"https://id.acme.org","version":"soon"}')).toEqual({ pocketIdUrl: 'https://id.acme.org' });
    expect(parseYourSetup('{"version":"soon"}')).toBeNull();
    expect(replacementFor('pocket-id', { version: '2.10' }, null)).toBeNull();
  });

  it('drops an invalid app address and keeps the Pocket ID address', () => {
    expect(parseYourSetup('{"pocketIdUrl":"https://id.acme.org","appUrl":"<img src=x>"}')).toEqual({ pocketIdUrl: 'https://id.acme.org' });
  });
});

describe('replacementFor', () => {
  const setup = { pocketIdUrl: 'https://id.acme.org:8443', appUrl: 'https://photos.acme.org', appExample: 'https://immich.example.com' };
  it('gives the origin, the host or the app address by mark', () => {
    expect(replacementFor('pocket-id', setup, null)).toBe('https://id.acme.org:8443');
    expect(replacementFor('pocket-id-host', setup, null)).toBe('id.acme.org:8443');
    expect(replacementFor('app', setup, 'https://immich.example.com')).toBe('https://photos.acme.org');
  });
  it("keeps another guide's app host and everything without a setup", () => {
    expect(replacementFor('app', setup, 'https://grafana.example.com')).toBeNull();
    expect(replacementFor('app', setup, null)).toBeNull();
    expect(replacementFor('pocket-id', null, null)).toBeNull();
    expect(replacementFor('other', setup, null)).toBeNull();
  });
});

describe('setupSummary', () => {
  it('says what is used: the hosts and the version', () => {
    expect(setupSummary({ pocketIdUrl: 'http://id.home.lan' })).toBe('Using id.home.lan');
    expect(setupSummary({ pocketIdUrl: 'https://id.acme.org', appUrl: 'https://photos.acme.org', version: '2.10' })).toBe(
      'Using id.acme.org and photos.acme.org · Pocket ID 2.10',
    );
    expect(setupSummary({ version: '2.10' })).toBe('Pocket ID 2.10');
  });
});

describe('passkeysRefused', () => {
  it('is true for plain http on any host but localhost and the loopback addresses', () => {
    expect(passkeysRefused('http://id.home.lan')).toBe(true);
    expect(passkeysRefused('http://192.168.1.20:1411')).toBe(true);
    expect(passkeysRefused('https://id.home.lan')).toBe(false);
    expect(passkeysRefused('http://localhost:1411')).toBe(false);
    expect(passkeysRefused('http://id.localhost')).toBe(false);
    expect(passkeysRefused('http://127.0.0.1:1411')).toBe(false);
    expect(passkeysRefused('http://[::1]:1411')).toBe(false);
  });
});

describe('appExampleOrigin', () => {
  it("is the first example.com callback's scheme and host", () => {
    expect(appExampleOrigin(['app.immich:///oauth-callback', 'https://immich.example.com/auth/login'])).toBe('https://immich.example.com');
    expect(appExampleOrigin(['https://proxmox.example.com:8006'])).toBe('https://proxmox.example.com');
  });
  it('is null for a guide without one', () => {
    expect(appExampleOrigin(['http://localhost:8000/callback', 'https://team.cloudflareaccess.com/cdn-cgi/access/callback'])).toBeNull();
  });
});
