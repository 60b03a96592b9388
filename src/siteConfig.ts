/**
 * The one typed site configuration. Build code (gatsby-config, gatsby-node) and
 * runtime components both read it; nothing repeats these values elsewhere.
 */
import { parseSiteEnvironment, type BrowserEnvironment, type TrailingSlashMode } from './lib/siteEnvironment';

/**
 * The checked environment: parsed here in Node (a bad value stops the build naming the
 * variable); in the browser, the values the build parsed, which webpack writes in
 * (src/gatsby/webpack/env.ts), so the parser stays out of the browser bundle.
 */
declare const __SITE_ENVIRONMENT__: BrowserEnvironment;
const env: BrowserEnvironment = typeof __SITE_ENVIRONMENT__ === 'object' ? __SITE_ENVIRONMENT__ : parseSiteEnvironment(process.env);

interface SiteConfig {
  title: string;
  tagline: string;
  /** Public origin the site is deployed to, without a trailing slash. */
  siteUrl: string;
  /** Source repository of Pocket ID itself. */
  providerRepositoryUrl: string;
  /** Repository of this documentation site; "Edit this page" links point into its main branch. */
  websiteRepositoryUrl: string;
  /** Branch the edit links point at. */
  editBranch: string;
  /** Raw text file holding the latest Pocket ID version (fetched once per page load). */
  versionFileUrl: string;
  /** Milliseconds before the version request is abandoned. */
  versionFileTimeoutMs: number;
  /** `link`: a site path shown as a link after the content. */
  announcement: { id: string; content: string; link?: { href: string; label: string }; isCloseable: boolean } | null;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  /** `ignore` keeps every route exactly as written in the route table. */
  trailingSlash: TrailingSlashMode;
  /** Base path used by `npm run build:prefixed` (gatsby build --prefix-paths), e.g. `/docs-site`. */
  pathPrefix: string;
  /** The Pocket ID release these docs describe (the announcement and the docs-version line say it). */
  documentedRelease: string;
  communityLinks: { label: string; href: string }[];
}

const documentedRelease = '2.14';

const siteConfig: SiteConfig = {
  title: 'Pocket ID',
  tagline: 'A simple OIDC provider that lets people sign in with passkeys.',
  siteUrl: env.siteUrl,
  providerRepositoryUrl: 'https://github.com/pocket-id/pocket-id',
  websiteRepositoryUrl: 'https://github.com/pocket-id/website',
  editBranch: 'main',
  versionFileUrl: env.versionFileUrl,
  versionFileTimeoutMs: 8000,
  announcement: {
    id: 'docs-2-14',
    // Two lines at most on a phone, link included (test/e2e/pageLayout.test.ts).
    content: `These docs are for Pocket ID ${documentedRelease}. Back up before you upgrade.`,
    // The newest release of content/history/pocket-id-history.yaml (test/unit/history/announcement.test.ts holds them together).
    link: { href: `/docs/setup/whats-new#v${documentedRelease.replace(/\./g, '-')}-0`, label: "What's new" },
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  trailingSlash: env.trailingSlash,
  pathPrefix: env.pathPrefix,
  documentedRelease,
  communityLinks: [
    { label: 'GitHub discussions', href: 'https://github.com/pocket-id/pocket-id/discussions' },
    { label: 'Issue tracker', href: 'https://github.com/pocket-id/pocket-id/issues' },
  ],
};

export default siteConfig;
