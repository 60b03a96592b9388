/**
 * Emotion's styles in the built HTML, through Gatsby's and Emotion's public server APIs:
 * `replaceRenderer` renders the page with its own Emotion cache and `@emotion/server`
 * extracts the rules of every class the HTML uses (`extractCritical`); `onRenderBody` adds
 * the CSS of the page's build-rendered bodies (`bodyCss` in its page data) and writes both
 * into one `<style id="served-styles">`, which `onPreRenderHTML` puts last in <head>, where
 * Emotion would insert them. The markup holds no <style> (valid HTML), and the browser's
 * cache neither moves the sheet nor inserts its rules again (src/lib/servedStyles.ts).
 */
import React from 'react';
import { Writable } from 'stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { SERVED_STYLES_ID } from '../../lib/servedStyles';
import { serverEmotion } from './serverEmotion';

/** The page's HTML once everything (lazy parts included) has rendered, as Gatsby renders it. */
function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const out = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(out), onShellError: reject, onError: reject });
  });
}

/** The extracted rules of the pages being rendered, by path, from replaceRenderer to onRenderBody. */
const extracted = new Map<string, string>();

export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString, pathname }) => {
  const { cache, extractCritical } = serverEmotion();
  const html = await renderToHtml(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>);
  extracted.set(pathname, extractCritical(html).css);
  replaceBodyHTMLString(html);
};

/** Part of gatsby-ssr's onRenderBody: the served sheet, for onPreRenderHTML to put last. */
export function servedStylesHead(args: Parameters<NonNullable<GatsbySSR['onRenderBody']>>[0]): void {
  const { pathname, setHeadComponents, loadPageDataSync } = args;
  if (!extracted.has(pathname)) return; // develop renders no page
  // Page data is untyped JSON; a body rendered at build time carries its CSS in the page context.
  const pageContext = loadPageDataSync(pathname).result.pageContext as { bodyCss?: string } | undefined;
  const rules = (extracted.get(pathname) ?? '') + (pageContext?.bodyCss ?? '');
  extracted.delete(pathname);
  setHeadComponents([<style key={SERVED_STYLES_ID} id={SERVED_STYLES_ID} dangerouslySetInnerHTML={{ __html: rules }} />]);
}

/** The served styles come last in <head>, after the site-wide ones they refine. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as React.ReactElement[];
  const isServed = (component: React.ReactElement) => component?.key === SERVED_STYLES_ID;
  replaceHeadComponents([...head.filter(c => !isServed(c)), ...head.filter(isServed)]);
};
