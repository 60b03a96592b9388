import React from 'react';
import { withPrefix } from 'gatsby';

const NAV_LINKS = [
  {
    label: 'Docs',
    to: '/docs/introduction',
    match: (p: string) => p.startsWith('/docs') && !p.startsWith('/docs/client-examples') && !p.startsWith('/docs/api'),
  },
  { label: 'Client examples', to: '/docs/client-examples', match: (p: string) => p.startsWith('/docs/client-examples') },
  { label: 'API reference', to: '/docs/api-documentation', match: (p: string) => p.startsWith('/docs/api') },
];

/** The primary links, shared by the navbar and the mobile drawer's main menu. */
export function NavbarLinks({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  return (
    <>
      {NAV_LINKS.map(link => {
        const current = link.match(pathname);
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
