import React from 'react';
import { Global, css } from '@emotion/react';
import { globalStyles } from '../styles/global';
import { SkipLink } from './SkipLink';
import { AnnouncementBar } from './AnnouncementBar';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { ErrorBoundary } from './ErrorBoundary';

const global = css(globalStyles);

/** The frame of every page; kept mounted across client-side navigation. */
export function Layout({ pathname, children }: { pathname: string; children: React.ReactNode }) {
  return (
    <>
      <Global styles={global} />
      <SkipLink />
      <AnnouncementBar />
      <Navbar pathname={pathname} />
      <ErrorBoundary key={pathname}>{children}</ErrorBoundary>
      <Footer />
    </>
  );
}
