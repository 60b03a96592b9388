/**
 * Every node type the site queries, declared up front (no inference), so GraphiQL
 * shows a stable schema and a typo in content fails loudly instead of vanishing.
 */
import type { GatsbyNode } from 'gatsby';
import { clientExampleTypeDefs } from '../../clientGuides/build/clientExampleNode';
import { CATEGORY_FIELDS, DOC_FRONTMATTER, PROSE_FRONTMATTER } from './docFrontmatter';
import { frontmatterGraphqlFields } from './frontmatterGraphql';
import { TOC_HEADING_TYPE } from './pageHeadings';
import { PUBLISHING_MODE_TYPE } from './publishingMode';

/**
 * The node types made from content files; the fields a file's frontmatter gives come from its declaration.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const contentTypeDefs = `
  "A documentation page sourced from content/docs/**.mdx."
  type Doc implements Node @dontInfer {
    "URL path, e.g. /docs/setup/installation"
    slug: String!
    ${frontmatterGraphqlFields(DOC_FRONTMATTER)}
    "Folder below content/docs (the sidebar category); empty for top-level docs"
    category: String!
    "Path of the source file in the website repository (for the edit link)"
    sourcePath: String!
    "Date of the last commit touching the source file; null without git history"
    lastUpdated: Date @dateformat
    "The compiled MDX node (body, contentFilePath)"
    mdx: Mdx! @link(from: "mdxId")
  }

  "A sidebar category: one folder below content/docs, labelled by its _category.yaml."
  type DocCategory implements Node @dontInfer {
    directory: String!
    ${frontmatterGraphqlFields(CATEGORY_FIELDS)}
  }

  "Prose of a page made by code (content/pages/*.mdx) or of a piece many pages share (content/partials/*.mdx)."
  type Prose implements Node @dontInfer {
    "Folder and file name without extension, e.g. pages/api-overview or partials/pocket-id-client-setup"
    name: String!
    ${frontmatterGraphqlFields(PROSE_FRONTMATTER)}
    sourcePath: String!
    mdx: Mdx! @link(from: "mdxId")
  }

`;

const apiTypeDefs = `
  "Document-level information of the OpenAPI spec."
  type ApiInfo implements Node @dontInfer {
    title: String!
    version: String!
    openapiVersion: String!
    summary: String
    descriptionHtml: String
    servers: JSON!
    securitySchemes: JSON!
    license: JSON
    contact: JSON
    termsOfService: String
    externalDocs: JSON
    specFile: String!
    path: String!
  }

  type ApiTagOperation @dontInfer {
    slug: String!
    path: String!
    summary: String!
    method: String!
  }

  "An OpenAPI tag: one page listing its operations."
  type ApiTag implements Node @dontInfer {
    name: String!
    slug: String!
    displayName: String!
    descriptionHtml: String
    order: Int!
    path: String!
    operations: [ApiTagOperation!]!
    externalDocs: JSON
  }

  "One API operation (method + path), pre-rendered into its own page."
  type ApiOperation implements Node @dontInfer {
    operationId: String
    method: String!
    path: String!
    pathSegments: JSON!
    slug: String!
    pagePath: String!
    order: Int!
    tagSlug: String!
    tag: ApiTag! @link
    summary: String
    title: String!
    descriptionHtml: String
    descriptionMarkdown: String
    deprecated: Boolean!
    "Authentication lines, scheme alternatives and required role"
    auth: JSON!
    "Parameters grouped by location (path, query, header, cookie)"
    parameters: JSON!
    requestBody: JSON
    responses: JSON!
    codeSamples: JSON!
    servers: [String!]!
    externalDocs: JSON
  }

  "A component schema too long to repeat in every operation, on a page of its own."
  type ApiSchema implements Node @dontInfer {
    name: String!
    title: String!
    slug: String!
    pagePath: String!
    order: Int!
    "The schema's display tree (see SchemaNode in src/apiReference/core/types.ts)"
    tree: JSON!
  }
`;

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(contentTypeDefs);
  actions.createTypes(clientExampleTypeDefs);
  actions.createTypes(TOC_HEADING_TYPE);
  actions.createTypes(apiTypeDefs);
  actions.createTypes(PUBLISHING_MODE_TYPE);
};
