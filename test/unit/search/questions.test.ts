/**
 * Search that answers questions (issue 48): pages with every word of the query first,
 * synonyms the docs and apps use side by side, symptom words lifting fixes.
 */
import { buildIndex } from '../../../src/search/core/buildIndex';
import { SearchEngine } from '../../../src/search/core/engine';
import { excerpt } from '../../../src/search/core/excerpt';
import { groupByPage } from '../../../src/search/core/pageGroups';
import type { SearchRecord } from '../../../src/search/core/types';

const record = (route: string, anchor: string, heading: string, body: string, extra: Partial<SearchRecord> = {}): SearchRecord => {
  const pageTitle = extra.pageTitle ?? route.split('/').pop()!;
  return { route, anchor, pageTitle, heading, type: 'docs', ...extra, fields: { title: pageTitle, heading: anchor ? heading : undefined, body } };
};

function engineFor(records: SearchRecord[]) {
  const index = buildIndex(records);
  return new SearchEngine(index.manifest, async file => JSON.parse(index.files.get(file)!));
}

const pages = async (engine: SearchEngine, query: string) => groupByPage(await engine.search(query));
const routes = async (engine: SearchEngine, query: string) => (await pages(engine, query)).map(page => page.route);

describe('pages with every word of the query', () => {
  // A page all about SMTP, repeating it in its title, heading and text, but never saying "sent".
  const smtpPage = record(
    '/docs/configuration/smtp',
    'server',
    'SMTP server and TLS',
    'SMTP host, SMTP port, SMTP user and SMTP password of the SMTP server. SMTP over TLS: TLS mode, TLS port, TLS certificate. The SMTP server must accept the SMTP From address over TLS.',
    { pageTitle: 'SMTP and TLS' },
  );
  // A long troubleshooting entry that has every word once.
  const fix = record(
    '/docs/help/delivery',
    'nothing-arrives',
    'Nothing arrives',
    'Users wait for codes that never come. Read the log first, then check the provider settings, the port and the TLS mode. If the SMTP server refuses the sender, messages are not sent at all. ' +
      'Ask your provider which sender addresses it accepts, and whether it limits how many messages an account may send per hour.',
    { pageTitle: 'Delivery' },
  );
  const others = ['Users', 'Groups', 'Clients', 'Passkeys'].map((topic, n) =>
    record(`/docs/${topic.toLowerCase()}`, '', topic, `${topic} of Pocket ID${n === 0 ? ', and what they are sent' : ''}.`),
  );
  const engine = engineFor([smtpPage, fix, ...others]);

  it('ranks a page that has every word above a page that has some of them more often', async () => {
    expect((await routes(engine, 'smtp tls sent')).slice(0, 2)).toEqual(['/docs/help/delivery', '/docs/configuration/smtp']);
  });

  it('marks which pages match fully, so the dialog can count them', async () => {
    const found = (await pages(engine, 'smtp tls sent')).slice(0, 2);
    expect(found.map(page => page.full)).toEqual([true, false]);
    expect((await pages(engine, 'smtp')).every(page => page.full)).toBe(true);
  });

  it('does not require the words of a question that every page has, or that no page has', async () => {
    const withProduct = engineFor([
      record('/docs/a', '', 'A', 'Pocket ID sends SMTP mail. Pocket ID, Pocket ID.'),
      record('/docs/b', '', 'B', 'Pocket ID stores users.'),
      record('/docs/c', '', 'C', 'SMTP relays and SMTP ports.'),
      record('/docs/d', '', 'D', 'Pocket ID signs people in.'),
      record('/docs/e', '', 'E', 'Pocket ID keeps an audit log.'),
    ]);
    // "pocket" and "id" are in most records; "zebra" is in none: both kinds are left out of the full match.
    const found = await pages(withProduct, 'pocket id smtp zebra');
    expect(
      found
        .filter(page => page.full)
        .map(page => page.route)
        .sort(),
    ).toEqual(['/docs/a', '/docs/c']);
  });
});

describe('synonyms the docs and apps use side by side', () => {
  const engine = engineFor([
    record('/docs/clients', 'callback-urls', 'Callback URLs', 'Register each callback URL of the app exactly.'),
    record('/docs/endpoints', 'log-users-out', 'Sign out', 'The end-session endpoint signs the user out of Pocket ID.'),
    record('/docs/users', 'roles', 'Roles', 'Make a user an administrator of Pocket ID.'),
    record('/docs/email', 'server', 'Server', 'Connect an SMTP server to send mail.'),
    record('/docs/install', 'https', 'Why HTTPS is required', 'Browsers offer passkeys only on HTTPS pages, which are a secure context.'),
    record('/docs/other', 'misc', 'Misc', 'Nothing about any of this.'),
  ]);

  it('finds callback URLs for a redirect URI, as a phrase', async () => {
    expect(await routes(engine, 'redirect uri')).toEqual(['/docs/clients']);
    expect(await routes(engine, 'redirect_uri')).toEqual(['/docs/clients']);
  });

  it('finds sign out and the end-session endpoint for log out and logout', async () => {
    expect(await routes(engine, 'log out')).toEqual(['/docs/endpoints']);
    expect(await routes(engine, 'logout')).toEqual(['/docs/endpoints']);
  });

  it('finds administrator for admin, SMTP for email, HTTPS for localhost', async () => {
    expect(await routes(engine, 'admin')).toEqual(['/docs/users']);
    expect(await routes(engine, 'email')).toEqual(['/docs/email']);
    expect((await routes(engine, 'passkey localhost'))[0]).toBe('/docs/install');
    expect((await pages(engine, 'passkey localhost'))[0].full).toBe(true);
  });

  it('marks the synonym in the excerpt, a phrase as a whole', async () => {
    const [hit] = await engine.search('log out');
    expect(hit.terms).toEqual(['sign out']);
    const segments = excerpt('The end-session endpoint signs the user out of Pocket ID.', ['end session']);
    expect(segments.filter(segment => segment.mark).map(segment => segment.text)).toEqual(['end-session']);
  });
});

describe('symptom words', () => {
  // The same words in a setup guide and in a troubleshooting entry; the guide says them more often.
  const guide = record('/docs/setup/installation', 'https', 'Passkeys need HTTPS', 'Passkeys need HTTPS. Serve passkeys over HTTPS with a certificate.');
  const entry = record(
    '/docs/troubleshooting/common-issues',
    'passkeys',
    'Passkey prompt fails',
    'The passkey prompt fails without HTTPS on this address, see the log.',
    {
      troubleshooting: true,
    },
  );
  const engine = engineFor([guide, entry]);

  it('leave the guide first for a plain query', async () => {
    expect(await routes(engine, 'passkey https')).toEqual(['/docs/setup/installation', '/docs/troubleshooting/common-issues']);
  });

  it.each([
    'passkey https not working',
    'passkey https fails',
    'passkey https error',
    "can't use passkey https",
    'invalid passkey https',
    'passkey https wrong',
  ])('"%s" lifts the troubleshooting entry', async query => {
    expect((await routes(engine, query))[0]).toBe('/docs/troubleshooting/common-issues');
  });

  it('are not required of a full match', async () => {
    expect((await pages(engine, 'passkey https not working')).every(page => page.full)).toBe(true);
  });
});

describe('snippets', () => {
  it('quote prose only: a section without any shows no flattened text', async () => {
    const engine = engineFor([
      { ...record('/docs/api/schemas/oidc-client', 'fields', 'Fields', 'name string required length 1..50 callbackURLs array'), type: 'api' },
      { ...record('/docs/setup/installation', 'proxy', 'Proxy', 'Configure nginx as a reverse proxy.'), excerpt: 'Configure nginx as a reverse proxy.' },
    ]);
    const [schema] = await engine.search('callbackURLs');
    const [proxy] = await engine.search('nginx');
    const details = await engine.details([schema.id, proxy.id]);
    expect(details.get(schema.id)?.text).toBe('');
    expect(details.get(proxy.id)?.text).toBe('Configure nginx as a reverse proxy.');
  });
});
