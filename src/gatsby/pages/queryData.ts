/**
 * The data of a build-time GraphQL query, or an error naming what could not be queried, for
 * every query made in gatsby-node's hooks (Gatsby reports the error and fails the run). The
 * `graphql(...)` call stays at its caller, where GraphQL typegen finds the query.
 */
export async function queryData<T>(what: string, result: Promise<{ errors?: unknown; data?: T }>): Promise<T> {
  const { errors, data } = await result;
  if (errors || !data) throw new Error(`Could not query ${what}: ${errors ? JSON.stringify(errors) : 'no data'}`);
  return data;
}
