/**
 * `headings` on Doc and ClientExample nodes, for GraphiQL: the TOC of the node's page as the
 * page's context holds it, read from its rendered body when the page was made
 * (src/lib/htmlHeadings.ts). The field reads that one source; nothing renders or parses the
 * MDX again for it. It is null where the node has no page (a draft in a production build)
 * and while pages are being made, so page creation does not query it.
 */
export const TOC_HEADING_TYPE = `
  "One entry of a page's table of contents: an h2 or h3 with an id, as rendered."
  type TocHeading @dontInfer {
    depth: Int!
    "The heading's text as a reader hears it (its aria-hidden anchor left out)"
    value: String!
    "The heading's id, the target of its TOC link"
    id: String!
  }
`;

interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<{ context?: { headings?: unknown } } | null>;
}

const headingsField = {
  type: '[TocHeading!]',
  description: "The table of contents of this node's page: its page context's `headings`, read from the rendered body. Null where there is no page.",
  async resolve(source: { slug: string }, _args: unknown, context: { nodeModel: NodeModel }) {
    const page = await context.nodeModel.findOne({ type: 'SitePage', query: { filter: { path: { eq: source.slug } } } });
    return page?.context?.headings ?? null;
  },
};

/** The `headings` field of the content nodes that have a page at their `slug`, for createResolvers (src/gatsby/sourcing/resolvers.ts). */
export const pageHeadingsResolvers = {
  Doc: { headings: headingsField },
  ClientExample: { headings: headingsField },
};
