import React from 'react';
import { Link, withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../site-config';
import { Seo } from '../components/Seo';
import { pageFrame } from '../components/Prose';

const hero = css`
  text-align: center; padding: 3.5rem 1rem 2.5rem;
  img { width: 4.5rem; height: 4.5rem; }
  h1 { font-size: clamp(2.2rem, 6vw, 3.2rem); margin: 1rem 0 0.5rem; }
  .tagline { font-size: 1.25rem; color: var(--c-text-muted); max-width: 38rem; margin: 0 auto 1.75rem; }
  .actions { display: flex; gap: 0.75rem; justify-content: center; flex-wrap: wrap; }
  .actions a { padding: 0.7rem 1.3rem; border-radius: var(--radius); font-weight: 600; text-decoration: none; border: 1px solid var(--c-border); color: var(--c-text); }
  .actions a.primary { background: var(--c-accent); color: var(--c-accent-contrast); border-color: var(--c-accent); }
`;

const FEATURES = [
  { title: 'Passkeys only', text: 'People sign in with a passkey stored on their device or security key. There are no passwords to phish, reuse or reset.' },
  { title: 'Standard OpenID Connect', text: 'Any app that speaks OIDC or OAuth 2.0 can use Pocket ID: authorization code with PKCE, refresh tokens, device flow, client credentials.' },
  { title: 'Users and groups', text: 'Manage accounts, groups and custom claims in the admin UI, restrict each app to the groups that need it, or sync everything from LDAP.' },
  { title: 'Built to self-host', text: 'One container or binary with SQLite or PostgreSQL. API keys, SCIM provisioning and audit logs come with it.' },
];

export default function HomePage() {
  return (
    <main id="main-content" tabIndex={-1} css={pageFrame}>
      <section css={hero} aria-labelledby="hero-title">
        <img src={withPrefix('/logo.svg')} alt="" width="72" height="72" />
        <h1 id="hero-title">{siteConfig.title}</h1>
        <p className="tagline">{siteConfig.tagline} Self-hosted, small, and made for homelabs and small teams.</p>
        <div className="actions">
          <Link className="primary" to="/docs/setup/installation">
            Install Pocket ID
          </Link>
          <Link to="/docs/introduction">Read the introduction</Link>
        </div>
      </section>
      <section aria-labelledby="features-title">
        <h2 id="features-title">What Pocket ID does</h2>
        <ul className="cards">
          {FEATURES.map(f => (
            <li key={f.title}>
              <div style={{ padding: '0 0.25rem' }}>
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="start-title">
        <h2 id="start-title">Where to start</h2>
        <ul className="cards">
          <li>
            <Link to="/docs/setup/installation">
              <strong>Set it up</strong>
              <span>Run Pocket ID with Docker Compose or as a binary behind HTTPS, then create the first admin.</span>
            </Link>
          </li>
          <li>
            <Link to="/docs/client-examples">
              <strong>Connect your apps</strong>
              <span>Step-by-step guides for 45 applications, from Immich to Proxmox, with the exact callback URLs.</span>
            </Link>
          </li>
          <li>
            <Link to="/docs/api-documentation">
              <strong>Automate with the API</strong>
              <span>Every endpoint with parameters, schemas and examples in curl, JavaScript, Python and Go.</span>
            </Link>
          </li>
        </ul>
      </section>
    </main>
  );
}

export function Head() {
  return <Seo title={null} description={siteConfig.tagline} pathname="/" />;
}
