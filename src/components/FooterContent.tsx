/** The site footer's markup: rendered at build time only (Footer adopts it in the browser). */
import React from 'react';
import { withPrefix } from 'gatsby';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';
import { API_OVERVIEW_PATH, CLIENT_EXAMPLES_PATH } from '../lib/siteRoutes';

const style = css`
  border-top: 1px solid var(--c-border);
  background: var(--c-bg-soft);
  padding: 2.5rem 1rem;
  margin-top: 3rem;
  font-size: var(--text-sm);
  .cols {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
    gap: 1.5rem;
    max-width: 70rem;
    margin: 0 auto;
  }
  h2 {
    font-size: var(--text-base);
    margin: 0 0 0.5rem;
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  li {
    margin: 0.1rem 0;
  }
  /* A touch target of at least 24 px each way (WCAG 2.5.8). */
  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.75rem;
    color: var(--c-text);
  }
  .legal {
    text-align: center;
    color: var(--c-text-muted);
    margin: 2rem 0 0;
  }
`;

export function FooterContent() {
  return (
    <div css={style}>
      <div className="cols">
        <section aria-labelledby="footer-docs">
          <h2 id="footer-docs">Docs</h2>
          <ul>
            <li>
              <a href={withPrefix('/docs/introduction')}>Introduction</a>
            </li>
            <li>
              <a href={withPrefix('/docs/setup/installation')}>Installation</a>
            </li>
            <li>
              <a href={withPrefix(CLIENT_EXAMPLES_PATH)}>Client examples</a>
            </li>
            <li>
              <a href={withPrefix(API_OVERVIEW_PATH)}>API reference</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-community">
          <h2 id="footer-community">Community</h2>
          <ul>
            {siteConfig.communityLinks.map(link => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
            <li>
              <a href={withPrefix('/docs/helping-out/contributing')}>Contributing</a>
            </li>
          </ul>
        </section>
        {/* The navbar's version link points here (#version): where releases and upgrades are. */}
        <section id="version" aria-labelledby="footer-version">
          <h2 id="footer-version">Releases</h2>
          <ul>
            <li>
              <a href={`${siteConfig.providerRepositoryUrl}/releases`}>Release notes</a>
            </li>
            <li>
              <a href={withPrefix('/docs/setup/upgrading')}>Upgrade Pocket ID</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-source">
          <h2 id="footer-source">Source</h2>
          <ul>
            <li>
              <a href={siteConfig.providerRepositoryUrl}>Pocket ID on GitHub</a>
            </li>
            <li>
              <a href={siteConfig.websiteRepositoryUrl}>This website on GitHub</a>
            </li>
          </ul>
        </section>
      </div>
      <p className="legal">Pocket ID is open-source software released under the BSD 2-Clause licence.</p>
    </div>
  );
}
