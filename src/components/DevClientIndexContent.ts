import type React from 'react';
import type { ClientSummary } from '../lib/clientFilter';

interface DevClientIndex {
  ClientCards: React.ComponentType<{ examples: ClientSummary[] }>;
  ConnectUnlistedApp: React.ComponentType;
  ClientIndexStyle: React.ComponentType;
}

/**
 * The client-examples index's static parts, for `gatsby develop` only: production renders
 * them at build time, and this keeps the cards' logos and badges and the generic settings
 * (and the filters' styles) out of the production browser bundle (webpack drops the dead branch).
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const devClientIndex: DevClientIndex | null =
  process.env.NODE_ENV === 'production'
    ? null
    : {
        ClientCards: require('./ClientCards').ClientCards,
        ConnectUnlistedApp: require('./ConnectUnlistedApp').ConnectUnlistedApp,
        ClientIndexStyle: require('./ClientIndexStyle').ClientIndexStyle,
      };
