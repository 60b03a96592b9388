/**
 * Fragments for gatsby-node's queries. Page queries spread fragments written with Gatsby's
 * `graphql` tag from any file under src/, but gatsby-node's `graphql()` runs its string as given
 * ("Unknown fragment" otherwise) and the tag cannot run outside webpack. So each fragment is
 * one string that the queries using it append; the GraphQL comment lets graphqlTypegen read it
 * (it drops the `${…}` from a query and types the spread from this definition).
 */

/** An MDX file's body and path (errors name the path). */
export const MDX_SOURCE = /* GraphQL */ `
  fragment MdxSource on Mdx {
    body
    internal {
      contentFilePath
    }
  }
`;

/** The body and path of a queried MDX file (`name` stands in for a path Gatsby did not record). */
export function mdxSource(mdx: Queries.MdxSourceFragment, name: string): { body: string; file: string } {
  return { body: mdx.body ?? '', file: mdx.internal.contentFilePath ?? name };
}
