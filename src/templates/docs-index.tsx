import React from 'react';
import { withPrefix } from 'gatsby';
import { Seo } from '../components/Seo';
import { docsIndexStyle } from '../components/docsIndexStyle';

const SECTIONS = [
  { to: '/docs/introduction', title: 'Introduction', text: 'What Pocket ID is, who it is for, and how these docs are organised.' },
  { to: '/docs/setup/installation', title: 'Setup', text: 'Install with Docker Compose or a binary, put it behind HTTPS, upgrade and manage users.' },
  {
    to: '/docs/configuration/environment-variables',
    title: 'Configuration',
    text: 'Every environment variable, LDAP, allowed groups, email, SCIM and analytics.',
  },
  {
    to: '/docs/guides/oidc-client-authentication',
    title: 'Guides',
    text: 'Client authentication, OIDC endpoints, APIs, device login and protecting apps with a proxy.',
  },
  {
    to: '/docs/client-examples',
    title: 'Client examples',
    text: 'Step-by-step guides for connecting applications, with callback URLs, PKCE and group settings.',
  },
  { to: '/docs/api-documentation', title: 'API reference', text: 'The HTTP API operation by operation, with code samples.' },
  { to: '/docs/troubleshooting/common-issues', title: 'Troubleshooting', text: 'Symptoms, causes and fixes, and how to get back into a locked-out account.' },
  { to: '/docs/helping-out/contributing', title: 'Helping out', text: 'Improve these docs, contribute to Pocket ID, or translate it.' },
];

export default function DocsIndexPage() {
  return (
    <main id="main-content" tabIndex={-1} css={docsIndexStyle}>
      <h1>Pocket ID documentation</h1>
      <p className="lead" data-page-frame="summary">
        Everything you need to run Pocket ID and connect applications to it. New here? Start with the introduction, then install.
      </p>
      <ul className="cards">
        {SECTIONS.map(s => (
          <li key={s.to}>
            <a href={withPrefix(s.to)}>
              <strong>{s.title}</strong>
              <span>{s.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </main>
  );
}

export function Head() {
  return <Seo title="Documentation" description="Install, configure and integrate Pocket ID, the passkey-only OIDC provider." pathname="/docs/" />;
}
