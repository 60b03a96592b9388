import type React from 'react';
import type { ApiOverviewFacts } from './ApiOverviewBody';

/**
 * The API overview body, for `gatsby develop` only: production renders it at build time,
 * and this keeps its prose, samples and highlighter out of the production browser bundle
 * (webpack drops the dead branch).
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const DevApiOverviewBody: React.ComponentType<{ facts: ApiOverviewFacts }> | null =
  process.env.NODE_ENV === 'production' ? null : require('./ApiOverviewBody').ApiOverviewBody;
