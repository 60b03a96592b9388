/**
 * Every node type the site queries, declared up front (no inference), so GraphiQL
 * shows a stable schema and a typo in content fails loudly instead of vanishing.
 */
import type { GatsbyNode } from 'gatsby';

export const typeDefs = `
  "A documentation page sourced from content/docs/**.mdx."
  type Doc implements Node @dontInfer {
    "URL path, e.g. /docs/setup/installation"
    slug: String!
    title: String!
    description: String!
    sidebarLabel: String
    sidebarPosition: Float
    "Folder below content/docs (the sidebar category); empty for top-level docs"
    category: String!
    draft: Boolean!
    "Path of the source file in the website repository (for the edit link)"
    sourcePath: String!
    headings: [DocHeading!]!
    "The compiled MDX node (body, contentFilePath)"
    mdx: Mdx! @link(from: "mdxId")
  }

  type DocHeading @dontInfer {
    depth: Int!
    value: String!
    id: String!
  }

  "A sidebar category: one folder below content/docs, labelled by its _category.yaml."
  type DocCategory implements Node @dontInfer {
    directory: String!
    label: String!
    position: Float
  }

  "An application integration guide sourced from content/client-examples/*.mdx."
  type ClientExample implements Node @dontInfer {
    "Route segment (the file name, case kept), e.g. immich or oCIS"
    route: String!
    slug: String!
    name: String!
    description: String!
    homepage: String!
    category: String!
    redirectUris: [String!]!
    pkce: String!
    clientType: String!
    groupsClaim: Boolean!
    roleMapping: String
    minVersion: String
    lastChecked: Date! @dateformat
    draft: Boolean!
    sourcePath: String!
    headings: [DocHeading!]!
    mdx: Mdx! @link(from: "mdxId")
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
