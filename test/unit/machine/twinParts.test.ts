/** Twin paths and frame, client guide setup, page sections and the social card layout. */
import { absoluteUrl, escapeInline, markdownTwinPath, twinDocument } from '../../../src/twins/markdownTwin';
import { socialCardPath } from '../../../src/socialCards/cardPath';
import { clientFactsMarkdown } from '../../../src/clientGuides/core/clientSetupMarkdown';
import type { ClientGuideFacts } from '../../../src/clientGuides/core/clientExample';
import { pageSections } from '../../../src/twins/pageSections';
import { cardTitle, socialCardTree, titleFontSize, CardElement } from '../../../src/socialCards/socialCard';
import { markdownProblems } from '../../support/markdownCheck';

test('twin and card paths sit beside the route', () => {
  expect(markdownTwinPath('/docs/setup/installation')).toBe('/docs/setup/installation.md');
  expect(markdownTwinPath('/')).toBe('/index.md');
  expect(markdownTwinPath('/docs/')).toBe('/docs/index.md');
  expect(socialCardPath('/docs/setup/installation')).toBe('/og/docs/setup/installation.png');
  expect(socialCardPath('/')).toBe('/og/index.png');
  expect(socialCardPath('/docs/')).toBe('/og/docs/index.png');
  expect(absoluteUrl('https://e.org/', '/prefix/', '/docs/x')).toBe('https://e.org/prefix/docs/x');
});

test('the twin frame: title, description, link back, body', () => {
  expect(twinDocument({ title: 'Install <it>', description: 'How.', url: 'https://e.org/docs/x', body: '## A\n\nB\n' })).toBe(
    '# Install \\<it\\>\n\nHow.\n\nWeb page: [https://e.org/docs/x](https://e.org/docs/x)\n\n## A\n\nB\n',
  );
  expect(escapeInline('a  *b*\n[c]')).toBe('a \\*b\\* \\[c\\]');
});

const facts: ClientGuideFacts = {
  name: 'Grafana',
  homepage: 'https://grafana.com',
  category: 'monitoring',
  redirectUris: ['https://g.example.com/a', 'https://g.example.com/b'],
  postLogoutRedirectUris: ['https://g.example.com/login'],
  pkce: 'supported',
  clientType: 'confidential',
  groupsClaim: true,
  roleMapping: 'Roles come from `groups`.',
  minVersion: '10.0',
  lastChecked: '2026-11-22',
  sources: ['https://grafana.com/docs/grafana/latest/setup-grafana/configure-security/configure-authentication/generic-oauth/'],
};

test('client guide facts read like the page, as Markdown', () => {
  expect(clientFactsMarkdown(facts)).toBe(
    'Monitoring · PKCE supported · Confidential client · Groups / roles\n\n[Grafana website](https://grafana.com) · Needs Grafana 10.0 or later\n\n' +
      'Sources checked on 2026-11-22:\n\n- <https://grafana.com/docs/grafana/latest/setup-grafana/configure-security/configure-authentication/generic-oauth/>',
  );
  expect(markdownProblems(clientFactsMarkdown(facts))).toEqual([]);
});

test('sections come from the top-level sidebar categories; order follows the sidebar', () => {
  const sections = pageSections([
    { type: 'link', label: 'Intro', href: '/docs/introduction' },
    { type: 'category', label: 'Setup', items: [{ type: 'link', label: 'Install', href: '/docs/setup/installation' }] },
    {
      type: 'category',
      label: 'API reference',
      href: '/docs/api-documentation',
      items: [
        {
          type: 'category',
          label: 'Users',
          href: '/docs/api/endpoints/users',
          items: [{ type: 'link', label: 'List', href: '/docs/api/endpoints/list-users' }],
        },
      ],
    },
  ]);
  expect(sections.sectionOf('/docs/setup/installation')).toBe('Setup');
  expect(sections.sectionOf('/docs/api/endpoints/list-users')).toBe('API reference');
  expect(sections.sectionOf('/docs/introduction')).toBe('Docs');
  expect(sections.sectionOf('/')).toBe('Docs');
  expect(sections.order(['/docs/zz', '/docs/api/endpoints/list-users', '/', '/docs/setup/installation', '/docs/introduction'])).toEqual([
    '/',
    '/docs/introduction',
    '/docs/setup/installation',
    '/docs/api/endpoints/list-users',
    '/docs/zz',
  ]);
});

test('pages the sidebar leaves out take the section of the page they belong under and follow it', () => {
  // A large spec's sidebar lists the API tags only.
  const sidebar: Parameters<typeof pageSections>[0] = [
    { type: 'link', label: 'Intro', href: '/docs/introduction' },
    {
      type: 'category',
      label: 'API reference',
      href: '/docs/api-documentation',
      items: [
        { type: 'link', label: 'Users', href: '/docs/api/endpoints/users' },
        { type: 'link', label: 'Groups', href: '/docs/api/endpoints/groups' },
      ],
    },
    { type: 'link', label: 'Zebra', href: '/docs/zebra' },
  ];
  const operations = new Map([
    ['/docs/api/endpoints/users', ['/docs/api/endpoints/list-users', '/docs/api/endpoints/delete-user']],
    ['/docs/api/endpoints/groups', ['/docs/api/endpoints/add-group']],
  ]);
  const sections = pageSections(sidebar, operations);
  expect(sections.sectionOf('/docs/api/endpoints/delete-user')).toBe('API reference');
  expect(sections.sectionOf('/docs/api/endpoints/add-group')).toBe('API reference');
  expect(pageSections(sidebar).sectionOf('/docs/api/endpoints/add-group')).toBe('Docs');
  const routes = [
    '/docs/zebra',
    '/docs/api/endpoints/add-group',
    '/docs/api/endpoints/delete-user',
    '/docs/api/endpoints/list-users',
    '/docs/api/endpoints/groups',
  ];
  routes.push('/docs/api/endpoints/users', '/docs/api-documentation', '/docs/introduction');
  expect(sections.order(routes)).toEqual([
    '/docs/introduction',
    '/docs/api-documentation',
    '/docs/api/endpoints/users',
    '/docs/api/endpoints/list-users',
    '/docs/api/endpoints/delete-user',
    '/docs/api/endpoints/groups',
    '/docs/api/endpoints/add-group',
    '/docs/zebra',
  ]);
});

const texts = (node: CardElement | string): string[] =>
  typeof node === 'string' ? [node] : [node.props.children ?? []].flat().flatMap(child => texts(child as CardElement | string));

test('the card shows the site, the section and the title; long titles are cut at a word', () => {
  const tree = socialCardTree({
    title: 'Install Pocket ID',
    section: 'Setup',
    siteName: 'Pocket ID',
    host: 'pocket-id.org',
    logoDataUrl: 'data:image/svg+xml;base64,',
  });
  expect(texts(tree)).toEqual(['Pocket ID', 'Setup', 'Install Pocket ID', 'pocket-id.org', 'Documentation']);
  expect(tree.props.style).toMatchObject({ width: 1200, height: 630 });
  const long = 'Word '.repeat(40).trim();
  expect(cardTitle(long).length).toBeLessThanOrEqual(91);
  expect(cardTitle(long).endsWith('Word…')).toBe(true);
  expect(titleFontSize('short')).toBeGreaterThan(titleFontSize(long));
});
