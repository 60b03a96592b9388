import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PocketIdClientSetup, ClientFacts } from '../../src/components/PocketIdClientSetup';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

const facts = (pkce: ClientFacts['pkce']): ClientFacts => ({
  name: 'Example',
  redirectUris: ['https://example.test/callback'],
  pkce,
  clientType: 'confidential',
  groupsClaim: false,
});

const render = (pkce: ClientFacts['pkce']) => renderToStaticMarkup(<PocketIdClientSetup facts={facts(pkce)} />);

test('an app with unverified PKCE support starts with PKCE off and is not said to send or lack a challenge', () => {
  const html = render('unverified');
  expect(html).toContain('Leave <strong>PKCE</strong> off to start with');
  expect(html).toContain('could not be confirmed');
  expect(html).not.toContain('does not send a code challenge');
  expect(html).toContain('PKCE unverified');
  expect(html).not.toContain('(S256)');
});

test('an app that sends PKCE gets S256 in the values table', () => {
  expect(render('required')).toContain('PKCE required (S256)');
  expect(render('not-supported')).toContain('does not send a code challenge');
});
