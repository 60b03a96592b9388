import React from 'react';
import { withPrefix } from 'gatsby';
import { VersionLink } from '../VersionLink';

/**
 * Plain anchors: internal ones get the site's path prefix, and the app's link handler
 * navigates in the app and prefetches (client/appLinks); `#version` links get the release.
 */
export function MdxLink({ href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === '#version') return <VersionLink>{children}</VersionLink>;
  const internal = href && href.startsWith('/') && !href.startsWith('//');
  return (
    <a href={internal ? withPrefix(href) : href} {...rest}>
      {children}
    </a>
  );
}
