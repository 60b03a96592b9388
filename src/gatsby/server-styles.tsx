/**
 * Emotion's styles in the built HTML, through Gatsby's and Emotion's public server APIs:
 * `replaceRenderer` renders the page with its own Emotion cache, `@emotion/server` extracts
 * the rules of every class the HTML uses (`extractCritical`), and they go into one
 * `<style id="served-styles">` with the CSS of the page's build-rendered bodies (BodyStyles),
 * which `onPreRenderHTML` puts last in <head>, where Emotion would insert them. The markup
 * holds no <style> (valid HTML), and the browser's cache neither moves the sheet nor inserts
 * its rules again (src/lib/servedStyles.ts, src/client/emotionCache.ts).
 */
import React from 'react';
import { Writable } from 'stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { GatsbySSR } from 'gatsby';
import { CacheProvider } from '@emotion/react';
import { BodyCssSink } from '../components/BodyStyles';
import { SERVED_STYLES_ID } from '../lib/servedStyles';
import { serverEmotion } from './server-emotion';

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

export const replaceRenderer: GatsbySSR['replaceRenderer'] = async ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const { cache, extractCritical } = serverEmotion();
  const bodyCss: string[] = [];
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      <BodyCssSink.Provider value={bodyCss}>{bodyComponent as React.ReactElement}</BodyCssSink.Provider>
    </CacheProvider>,
  );
  const { css } = extractCritical(html);
  replaceBodyHTMLString(html);
  setHeadComponents([<style key={SERVED_STYLES_ID} id={SERVED_STYLES_ID} dangerouslySetInnerHTML={{ __html: css + bodyCss.join('') }} />]);
};

/** The served styles come last in <head>, after the site-wide ones they refine. */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const head = getHeadComponents() as React.ReactElement[];
  const isServed = (component: React.ReactElement) => component?.key === SERVED_STYLES_ID;
  replaceHeadComponents([...head.filter(c => !isServed(c)), ...head.filter(isServed)]);
};
