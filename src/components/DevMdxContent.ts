import type React from 'react';
import type { ClientGuideFacts } from '../lib/clientSetupMarkdown';

interface DevContent {
  MdxContent: React.ComponentType<{ children: React.ReactNode }>;
  clientExampleBody: (facts: ClientGuideFacts, content: React.ReactNode) => React.ReactElement;
  ClientGuideHeader: React.ComponentType<{ facts: ClientGuideFacts }>;
}

/**
 * What renders MDX bodies (and client guides' headers) in `gatsby develop` only: production renders them at build
 * time (src/gatsby/render-static.tsx), and this keeps the content components out of the
 * production browser bundle (webpack drops the dead branch).
 */
// A require() in a dead branch is what webpack drops from the production bundle.
/* eslint-disable @typescript-eslint/no-require-imports */
export const devContent: DevContent | null =
  process.env.NODE_ENV === 'production'
    ? null
    : {
        MdxContent: require('./MdxContent').MdxContent,
        clientExampleBody: require('./ClientExampleBody').clientExampleBody,
        ClientGuideHeader: require('./ClientGuideHeader').ClientGuideHeader,
      };
