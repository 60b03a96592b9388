import type React from 'react';
import type { OperationBodyFacts } from './OperationBody';

/**
 * The operation body component, for `gatsby develop` only: production renders it at
 * build time, and this keeps the API components out of the production browser bundle
 * (webpack drops the dead branch).
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const DevOperationBody: React.ComponentType<{ op: OperationBodyFacts }> | null =
  process.env.NODE_ENV === 'production' ? null : require('./OperationBody').OperationBody;
