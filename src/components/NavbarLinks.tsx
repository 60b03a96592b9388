import React from 'react';
import { withPrefix } from 'gatsby';
import { API_OVERVIEW_PATH, API_PATH_PREFIX, CLIENT_EXAMPLES_PATH } from '../lib/siteRoutes';

// Ordered from the widest section to the narrowest: the current link is the last whose prefix the page's path starts with.
const NAV_LINKS = [
  { label: 'Docs', to: '/docs/introduction', prefix: '/docs' },
  { label: 'Client examples', to: CLIENT_EXAMPLES_PATH, prefix: CLIENT_EXAMPLES_PATH },
  { label: 'API reference', to: API_OVERVIEW_PATH, prefix: API_PATH_PREFIX },
];

/** The primary links, shared by the navbar and the mobile drawer's main menu. */
export function NavbarLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const currentLink = NAV_LINKS.filter(link => pathname.startsWith(link.prefix)).pop();
  return (
    <>
      {NAV_LINKS.map(link => {
        const current = link === currentLink;
        return (
          <li key={link.to}>
            <a href={withPrefix(link.to)} aria-current={current ? 'page' : undefined} className={current ? 'active' : undefined} onClick={onNavigate}>
              {link.label}
            </a>
          </li>
        );
      })}
    </>
  );
}
