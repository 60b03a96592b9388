import React from 'react';
import type { GatsbySSR } from 'gatsby';
import siteConfig from './src/siteConfig';
import { wrapPage, wrapRoot } from './src/components/PageShell';
import { bootScripts } from './src/boot/bootScripts';
import { globalStyles } from './src/styles/global';
import { LAZY_BLOCKS_ATTRIBUTE } from './src/lib/lazyBlocks';
import { ROOT_ATTRIBUTES } from './src/lib/rootAttributes';
import { servedStylesHead } from './src/gatsby/ssr/serverStyles';
import { pathPrefix } from './src/client/pathPrefix';

export const onRenderBody: GatsbySSR['onRenderBody'] = args => {
  servedStylesHead(args);
  const { setHtmlAttributes, setHeadComponents } = args;
  const prefix = pathPrefix();
  setHtmlAttributes({ lang: 'en', [ROOT_ATTRIBUTES.theme]: siteConfig.colorMode.defaultMode, [LAZY_BLOCKS_ATTRIBUTE]: '' } as Record<string, string>);
  setHeadComponents([
    ...bootScripts(prefix).map((script, index) => <script key={`boot-${index}`} dangerouslySetInnerHTML={{ __html: script }} />),
    // In the HTML shell, not the Head API: develop renders the head in the browser, and
    // Chromium asked for /favicon.ico before the link arrived.
    <link key="icon" rel="icon" href={`${prefix}/favicon.svg`} type="image/svg+xml" />,
    // Site-wide styles are static: served in the HTML, never parsed again by JavaScript.
    <style key="global-styles" id="global-styles" dangerouslySetInnerHTML={{ __html: globalStyles.replace(/\s*\n\s*/g, ' ') }} />,
  ]);
};

export { replaceRenderer, onPreRenderHTML } from './src/gatsby/ssr/serverStyles';

export const wrapRootElement = wrapRoot as GatsbySSR['wrapRootElement'];
export const wrapPageElement = wrapPage as unknown as GatsbySSR['wrapPageElement'];
