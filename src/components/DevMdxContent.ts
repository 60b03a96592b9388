import type React from 'react';

/**
 * The MDX provider, for `gatsby develop` only: production renders MDX bodies at build
 * time (src/gatsby/render-static.tsx), and this keeps the content components out of the
 * production browser bundle (webpack drops the dead branch).
 */
export const DevMdxContent: React.ComponentType<{ children: React.ReactNode }> | null =
  process.env.NODE_ENV === 'production' ? null : require('./MdxContent').MdxContent;
