import React from 'react';
import { pathPrefix } from '../client/pathPrefix';
import { SiteProviders } from '../providers/SiteProviders';
import { Layout } from './Layout';
import { BodyStyles } from './BodyStyles';

/** Shared by gatsby-browser and gatsby-ssr so the server and the client wrap pages identically. */
export function wrapRoot({ element }: { element: React.ReactNode }) {
  return <SiteProviders>{element}</SiteProviders>;
}

export function wrapPage({ element, props }: { element: React.ReactNode; props: { location: { pathname: string }; pageContext?: { bodyCss?: string } } }) {
  const prefix = pathPrefix();
  const pathname = prefix && props.location.pathname.startsWith(prefix) ? props.location.pathname.slice(prefix.length) || '/' : props.location.pathname;
  return (
    <>
      <BodyStyles key={pathname} rules={props.pageContext?.bodyCss} />
      <Layout pathname={pathname}>{element}</Layout>
    </>
  );
}
