/** The nodes not made from files: the publishing mode (drafts shown or not), then the OpenAPI spec's. */
import type { GatsbyNode } from 'gatsby';
import { sourcePublishingMode } from './publishingMode';
import { sourceOpenApiNodes } from '../../apiReference/build/sourceOpenApi';

export const sourceNodes: GatsbyNode['sourceNodes'] = async args => {
  sourcePublishingMode(args);
  await sourceOpenApiNodes(args);
};
