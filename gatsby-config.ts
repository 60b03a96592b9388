import type { GatsbyConfig } from 'gatsby';
import siteConfig from './src/siteConfig';
import { mdxOptions } from './src/gatsby/mdx/options';

const config: GatsbyConfig = {
  siteMetadata: {
    title: siteConfig.title,
    description: siteConfig.tagline,
    siteUrl: siteConfig.siteUrl,
  },
  trailingSlash: siteConfig.trailingSlash,
  pathPrefix: siteConfig.pathPrefix,
  // Page query types are generated into src/gatsby-types.d.ts (committed: tsc runs before the build).
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    // Named queries in gatsby-node's modules are typed too (`Queries.<Name>Query`).
    documentSearchPaths: ['./gatsby-node.ts', './src/gatsby/**/*.{ts,tsx}', './src/*/build/**/*.{ts,tsx}', './src/twins/**/*.{ts,tsx}'],
  },
  plugins: [
    'gatsby-plugin-emotion',
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/content/docs` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'client-examples', path: `${__dirname}/content/client-examples` } },
    // Prose of the pages made by code (content/pages) and of pieces many pages share (content/partials).
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'partials', path: `${__dirname}/content/partials` } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx'], mdxOptions } },
    {
      resolve: 'gatsby-plugin-sitemap',
      options: {
        // Redirect stubs, the 404 page and drafts (never created in production) stay out.
        excludes: ['/404', '/404.html', '/404/', '/dev-404-page'],
        query: `{ allSitePage { nodes { path pageContext } } }`,
        resolveSiteUrl: () => siteConfig.siteUrl,
        resolvePages: ({ allSitePage }: { allSitePage: { nodes: { path: string; pageContext?: { redirectTo?: string } }[] } }) =>
          allSitePage.nodes.filter(page => !page.pageContext?.redirectTo),
        serialize: ({ path }: { path: string }) => ({ url: path, changefreq: 'weekly' }),
      },
    },
  ],
};

export default config;
