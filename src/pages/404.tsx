import React from 'react';
import { Link } from 'gatsby';
import { Seo } from '../components/Seo';
import { pageFrame } from '../components/Prose';

export default function NotFoundPage() {
  return (
    <main id="main-content" tabIndex={-1} css={pageFrame}>
      <h1>Page not found</h1>
      <p>There is no page at this address. It may have moved, or the link may have a typo.</p>
      <ul>
        <li>
          <Link to="/">Go to the home page</Link>
        </li>
        <li>
          <Link to="/docs/">Browse the documentation</Link>
        </li>
      </ul>
    </main>
  );
}

export function Head() {
  return <Seo title="Page not found" description="There is no page at this address." pathname="/404.html" noindex />;
}
