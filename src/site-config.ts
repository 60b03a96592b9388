/**
 * The one typed site configuration. Build code (gatsby-config, gatsby-node) and
 * runtime components both read it; nothing repeats these values elsewhere.
 */
export type TrailingSlashMode = 'always' | 'never' | 'ignore';

export interface SiteConfig {
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
  announcement: { id: string; content: string; isCloseable: boolean } | null;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean };
  /** `ignore` keeps every route exactly as written in the route table. */
  trailingSlash: TrailingSlashMode;
  /** Base path used by `npm run build:prefixed` (gatsby build --prefix-paths), e.g. `/docs-site`. */
  pathPrefix: string;
  /** The Pocket ID release these docs describe (the announcement and the docs-version line say it). */
  documentedRelease: string;
  docsVersions: { name: string; label: string; isLatest: boolean }[];
  /** OpenAPI document rendered as the API reference (relative to the project root). */
  openApiSpec: string;
  /** Optional YAML map `old-slug: new-slug` of renamed API operation pages (static redirects). */
  openApiRedirects: string | null;
  /** Base URL placeholder used in the API code samples. */
  apiSampleBaseUrl: string;
  communityLinks: { label: string; href: string }[];
}

const documentedRelease = '2.14';

const siteConfig: SiteConfig = {
  title: 'Pocket ID',
  tagline: 'A simple OIDC provider that lets people sign in with passkeys.',
  siteUrl: process.env.SITE_URL || 'https://pocket-id.org',
  providerRepositoryUrl: 'https://github.com/pocket-id/pocket-id',
  websiteRepositoryUrl: 'https://github.com/pocket-id/website',
  editBranch: 'main',
  versionFileUrl: process.env.VERSION_FILE_URL || 'https://raw.githubusercontent.com/pocket-id/pocket-id/main/.version',
  versionFileTimeoutMs: 8000,
  announcement: {
    id: 'docs-2-14',
    content: `These docs describe Pocket ID ${documentedRelease}. Back up your database and encryption key before upgrading.`,
    isCloseable: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: true },
  trailingSlash: (process.env.TRAILING_SLASH as TrailingSlashMode) || 'ignore',
  pathPrefix: process.env.PATH_PREFIX || '/pocket-id-docs',
  documentedRelease,
  docsVersions: [{ name: 'current', label: 'Next', isLatest: true }],
  openApiSpec: process.env.OPENAPI_SPEC || 'openapi/pocket-id.yaml',
  openApiRedirects: process.env.OPENAPI_SPEC ? process.env.OPENAPI_REDIRECTS || null : 'openapi/legacy-slugs.yaml',
  apiSampleBaseUrl: 'https://pocket-id.example.com',
  communityLinks: [
    { label: 'GitHub discussions', href: 'https://github.com/pocket-id/pocket-id/discussions' },
    { label: 'Issue tracker', href: 'https://github.com/pocket-id/pocket-id/issues' },
  ],
};

export default siteConfig;
