/**
 * Whether this run shows drafts (gatsby develop) or leaves them out (gatsby build), kept as
 * a node. The sidebar reads it through the node model, so Gatsby records that the sidebar's
 * static query depends on it: a build after `gatsby develop` in the same checkout runs the
 * query again instead of reusing develop's cached sidebar, drafts and all.
 */
import type { SourceNodesArgs } from 'gatsby';
import { includesDrafts } from '../../lib/environment';

export const PUBLISHING_MODE = 'PublishingMode';

export const PUBLISHING_MODE_TYPE = `
  "Whether this run shows drafts: true in gatsby develop, false in gatsby build."
  type PublishingMode implements Node @dontInfer {
    drafts: Boolean!
  }
`;

/** The `draft` values this run shows, for a query's `draft: { in: $drafts }` filter: drafts count only where they are shown. */
export function shownDraftStates(): boolean[] {
  return includesDrafts() ? [false, true] : [false];
}

export function sourcePublishingMode({ actions, createNodeId }: Pick<SourceNodesArgs, 'actions' | 'createNodeId'>): void {
  const drafts = includesDrafts();
  actions.createNode({ id: createNodeId('publishingMode'), drafts, internal: { type: PUBLISHING_MODE, contentDigest: String(drafts) } });
}
