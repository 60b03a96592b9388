import React from 'react';
import { SkipLink } from './SkipLink';
import { AnnouncementBar } from './AnnouncementBar';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { ErrorBoundary } from './ErrorBoundary';

/** The frame of every page; kept mounted across client-side navigation. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <>
      <SkipLink />
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      <Footer />
    </>
  );
}
