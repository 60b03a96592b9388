import type React from 'react';
import type { SchemaNode } from '../../openapi/types';

/**
 * The schema page body, for `gatsby develop` only: production renders it at build time, and
 * this keeps the schema components out of the production browser bundle.
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const DevSchemaPageBody: React.ComponentType<{ tree: SchemaNode }> | null =
  process.env.NODE_ENV === 'production' ? null : require('./SchemaPageBody').SchemaPageBody;
