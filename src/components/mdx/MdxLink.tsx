import React from 'react';
import { withPrefix } from 'gatsby';

/**
 * Plain anchors: internal ones get the site's path prefix, and the app's link handler
 * navigates in the app and prefetches (client/appLinks). Prose never becomes a version
 * link (only the navbar shows the release): a link to `#version` is an ordinary link to
 * the footer's Releases section, so its words stay the writer's whatever the version file does.
 */
export function MdxLink({ href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const internal = href && href.startsWith('/') && !href.startsWith('//');
  return (
    <a href={internal ? withPrefix(href) : href} {...rest}>
      {children}
    </a>
  );
}
