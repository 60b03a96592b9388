import type React from 'react';
import type { OperationHeaderFacts } from './OperationHeader';

/**
 * The operation header component, for `gatsby develop` only: production renders it at
 * build time, and this keeps it out of the production browser bundle (webpack drops the
 * dead branch).
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const DevOperationHeader: React.ComponentType<{ op: OperationHeaderFacts }> | null =
  process.env.NODE_ENV === 'production' ? null : require('./OperationHeader').OperationHeader;
