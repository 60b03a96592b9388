/**
 * Fields Gatsby computes when they are queried instead of storing them on nodes: the
 * sidebar (src/gatsby/sourcing/docsSidebarField.ts) and the TOC of a content node's page (pageHeadings.ts).
 */
import type { CreateResolversArgs, GatsbyNode } from 'gatsby';
import { sidebarResolvers } from './docsSidebarField';
import { pageHeadingsResolvers } from './pageHeadings';

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers: create }: CreateResolversArgs) => {
  create({ ...sidebarResolvers, ...pageHeadingsResolvers });
};
