/**
 * Helpers for query results (page queries and gatsby-node's). Gatsby's generated query types
 * make every looked-up node nullable, and type the schema's JSON scalars as `Record<string, unknown>`.
 */

/** The node a page query looked up by the page's id: a missing one is a broken page, so it throws. */
export function pageNode<T>(node: T | null | undefined, query: string): T {
  if (node === null || node === undefined) throw new Error(`${query}: the query found no node for this page's id`);
  return node;
}

/** A query result with its JSON-scalar fields typed as the build stored them (the fields of `Json`). */
export type WithJson<T, Json> = Omit<T, keyof Json> & Json;
