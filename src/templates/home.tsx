import React from 'react';
import { graphql, PageProps, withPrefix } from 'gatsby';
import siteConfig from '../site-config';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { CodeBlock } from '../components/mdx/CodeBlock';
import { AppLogo } from '../components/AppLogo';
import { FeatureIcon } from '../components/home/featureIcons';
import { homeStyle } from '../components/home/homeStyle';
import { HomeSection } from '../components/home/HomeSection';
import type { HomePageContext } from '../lib/homeQuickStart';
import { includesDrafts } from '../lib/environment';

const FEATURES = [
  {
    icon: 'passkey',
    to: '/docs/introduction',
    title: 'Passkeys only',
    text: 'People sign in with a passkey on their phone, laptop or security key. No passwords to phish, reuse or reset.',
  },
  {
    icon: 'oidc',
    to: '/docs/guides/oidc-endpoints',
    title: 'Standard OpenID Connect',
    text: 'Authorization code with PKCE, refresh tokens, device login and client credentials for any OIDC app.',
  },
  {
    icon: 'groups',
    to: '/docs/setup/user-management',
    title: 'Users and groups',
    text: 'Accounts, invitations and groups; restrict each app to the groups that need it.',
  },
  {
    icon: 'ldap',
    to: '/docs/configuration/ldap',
    title: 'LDAP and SCIM',
    text: 'Import users and groups from a directory, and provision accounts into apps that speak SCIM.',
  },
  { icon: 'api', to: '/docs/api-documentation', title: 'API and API keys', text: 'Automate administration over the REST API with API keys that expire.' },
  {
    icon: 'audit',
    to: '/docs/configuration/audit-log',
    title: 'Audit log',
    text: 'Every sign-in, client authorization and passkey change, with an optional location.',
  },
] as const;

const link = (route: string) => withPrefix(route);

export default function HomePage({ data, pageContext }: PageProps<Queries.HomePageQuery, HomePageContext>) {
  const guides = data.allClientExample.nodes.filter(g => includesDrafts() || !g.draft);
  const withLogos = guides.filter(g => g.logo);
  return (
    <main id="main-content" tabIndex={-1} css={homeStyle}>
      <StaticIsland id="home-hero" as="section" className="hero" aria-label="Pocket ID">
        <div className="wrap">
          <div>
            <h1>Passkey sign-in for every app you self-host</h1>
            <p className="lead" data-page-frame="summary">
              Pocket ID is a small OpenID Connect provider. People sign in with a passkey, and every app that speaks OIDC can rely on it: one account, no
              passwords.
            </p>
            <p className="actions">
              <a className="primary" href={link('/docs/setup/installation')}>
                Install Pocket ID
              </a>
              <a href={link('/docs/client-examples')}>Browse {guides.length} integrations</a>
            </p>
          </div>
          <div className="quick-start">
            <h2>Quick start</h2>
            <p>Run it with Docker Compose, behind your HTTPS reverse proxy.</p>
            <CodeBlock data-title="docker-compose.yml">
              <code className="hljs language-yaml" dangerouslySetInnerHTML={{ __html: pageContext.quickStartHtml }} />
            </CodeBlock>
            <ol>
              <li>
                Generate the key once with <code>openssl rand -base64 32</code> and put it in a <code>.env</code> file next to the Compose file as{' '}
                <code>ENCRYPTION_KEY=…</code>; Compose fills it in, and Pocket ID refuses to start without it.
              </li>
              <li>
                Start it with <code>docker compose up -d</code>.
              </li>
              <li>
                Open <code>/setup</code> on your <code>APP_URL</code> and register the first admin&rsquo;s passkey.
              </li>
            </ol>
          </div>
        </div>
      </StaticIsland>

      <HomeSection
        id="home-features"
        label="Features"
        title="Everything an identity provider needs, nothing more"
        lead="One container or binary, SQLite or PostgreSQL, and an admin interface for the rest."
      >
        <ul className="features">
          {FEATURES.map(f => (
            <li key={f.title}>
              <a href={link(f.to)}>
                <span className="icon">
                  <FeatureIcon name={f.icon} />
                </span>
                <strong>{f.title}</strong>
                <span>{f.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </HomeSection>

      <HomeSection
        id="home-integrations"
        label="Integrations"
        title="Works with the apps you already run"
        lead={`Step-by-step guides with the exact callback URLs, client type and group settings for ${guides.length} applications.`}
      >
        <ul className="integrations">
          {withLogos.map(g => (
            <li key={g.slug}>
              <a href={link(g.slug)}>
                <AppLogo name={g.name} logo={g.logo} />
                {g.name}
              </a>
            </li>
          ))}
        </ul>
        <a className="all-guides" href={link('/docs/client-examples')}>
          See all {guides.length} guides, or connect an app that is not listed &rarr;
        </a>
      </HomeSection>
    </main>
  );
}

export const query = graphql`
  query HomePage {
    allClientExample(sort: { name: ASC }) {
      totalCount
      nodes {
        slug
        name
        draft
        logo {
          href
          light
          dark
        }
      }
    }
  }
`;

export function Head() {
  return <Seo title={null} description={siteConfig.tagline} pathname="/" />;
}
