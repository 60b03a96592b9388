import React from 'react';
import { css, Global } from '@emotion/react';
import { clientFiltersStyle } from './clientFiltersStyle';
import { clientIndexStatusStyle } from './clientIndexStatusStyle';

/**
 * The client-examples filters' styles. They are rendered with the cards at build time
 * (src/clientGuides/build/createClientIndex.tsx), so the browser bundle carries the filters' behaviour but not
 * their CSS (develop renders them the same way, src/gatsby/page-bodies.tsx).
 */
const styles = css`
  .client-index {
    ${clientFiltersStyle};
    ${clientIndexStatusStyle};
  }
`;

export const ClientIndexStyle = () => <Global styles={styles} />;
