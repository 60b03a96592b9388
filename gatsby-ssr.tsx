import React from 'react';
import type { GatsbySSR } from 'gatsby';
import siteConfig from './src/site-config';
import { wrapPage, wrapRoot } from './src/components/PageShell';
import { bootScripts } from './src/lib/bootScripts';

export const onRenderBody: GatsbySSR['onRenderBody'] = args => {
  const { setHtmlAttributes, setHeadComponents } = args;
  const pathPrefix = (args as unknown as { pathPrefix?: string }).pathPrefix;
  setHtmlAttributes({ lang: 'en', 'data-theme': siteConfig.colorMode.defaultMode } as Record<string, string>);
  setHeadComponents(
    bootScripts(pathPrefix || '').map((script, index) => <script key={`boot-${index}`} dangerouslySetInnerHTML={{ __html: script }} />),
  );
};

export const wrapRootElement = wrapRoot as GatsbySSR['wrapRootElement'];
export const wrapPageElement = wrapPage as unknown as GatsbySSR['wrapPageElement'];
