import React from 'react';
import { withPrefix } from 'gatsby';
import { VersionLink } from '../VersionLink';

/**
 * Plain anchors: internal ones get the site's path prefix, and the static island they sit
 * in navigates in the app and prefetches (client/enhance/links); `#version` links get the release.
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
