import React from 'react';
import { Link } from 'gatsby';
import { VersionLink } from '../VersionLink';

/** Internal links become Gatsby links (prefetching, client-side routing); `#version` links get the release. */
export function MdxLink({ href, children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href === '#version') return <VersionLink>{children}</VersionLink>;
  if (href && href.startsWith('/') && !href.startsWith('//') && !/\.[a-z0-9]+(#|$)/i.test(href)) {
    return (
      <Link to={href} {...(rest as object)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
