/**
 * Build-time rendering of static content with the site's own React components: MDX bodies
 * (docs, client guides) become HTML here, once, with the site's MDX plugins and content
 * components, in `npm run build` and `npm run develop` alike. Pages carry that HTML in their page context
 * (a StaticIsland shows it), so the browser bundle holds no content code and one
 * component serves every doc.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { mdxOptions } from '../mdx/options';
import { serverEmotion } from '../ssr/serverEmotion';
import { mdxComponents } from '../../components/mdx';

const runtime = require('react/jsx-runtime');

/**
 * Renders an element to static markup. Emotion writes no <style> into it: the rules go to
 * the cache (a fresh one unless given), whose extractor reads them (see bodyRenderer).
 */
export function renderStatic(element: React.ReactElement, pathPrefix = '', cache: EmotionCache = serverEmotion().cache): string {
  // A named exception to public APIs only (test/unit/publicGatsbyApis.test.ts, ARCHITECTURE.md):
  // components prefix links with Gatsby's public withPrefix(), which reads these two globals;
  // Gatsby's webpack defines them in its bundles, and bodies are rendered in Node, outside
  // them. Passing the prefix to every linking component instead would ship that to browsers too.
  Object.assign(globalThis, { __PATH_PREFIX__: pathPrefix, __BASE_PATH__: pathPrefix });
  return renderToStaticMarkup(<CacheProvider value={cache}>{element}</CacheProvider>);
}

type MdxContent = React.ComponentType<{ components: Record<string, React.ComponentType<never>> }>;

/**
 * Compiled MDX by file and body: a partial shown on many pages (the Pocket ID client setup
 * on every guide) compiles once per build, and again in develop only when its text changes.
 */
const compiled = new Map<string, Promise<MdxContent>>();

/** Compiles an MDX body (frontmatter already removed) with the site's MDX pipeline; errors name the file. */
function compileMdx(body: string, file: string): Promise<MdxContent> {
  const key = `${file}\0${body}`;
  let content = compiled.get(key);
  if (!content) {
    const { evaluate } = require('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
    content = (evaluate({ value: body, path: file }, { ...runtime, ...mdxOptions, development: false } as never) as Promise<{ default: MdxContent }>).then(
      module => module.default,
      (error: Error) => {
        compiled.delete(key);
        throw new Error(error.message.startsWith(file) ? error.message : `${file}: ${error.message}`);
      },
    );
    for (const old of compiled.keys()) if (old.startsWith(`${file}\0`)) compiled.delete(old);
    compiled.set(key, content);
  }
  return content;
}

/** An MDX body as an element, with the content components and a page's own (data) components. */
export async function mdxElement(body: string, file: string, components: Record<string, React.ComponentType<never>> = {}): Promise<React.ReactElement> {
  const Content = await compileMdx(body, file);
  return <Content components={{ ...mdxComponents, ...components }} />;
}

/**
 * Renders the parts of one page's body (header, content...) into one Emotion cache; css()
 * then returns the rules of every class they use, once (the page's `bodyCss`, BodyStyles),
 * except those of the styles named in `shipped` (Emotion's names: the template ships them).
 */
export function bodyRenderer(pathPrefix = '') {
  const { cache, extractCritical } = serverEmotion();
  const parts: string[] = [];
  const keep = (html: string) => (parts.push(html), html);
  return {
    static: (element: React.ReactElement) => keep(renderStatic(element, pathPrefix, cache)),
    mdx: async (
      body: string,
      file: string,
      wrap?: (content: React.ReactElement) => React.ReactElement,
      components?: Record<string, React.ComponentType<never>>,
    ) => keep(await renderMdxBody(body, file, pathPrefix, wrap, components, cache)),
    css: (shipped: ReadonlySet<string> = new Set()) =>
      extractCritical(parts.join(''))
        .ids.filter(id => !shipped.has(id))
        .map(id => cache.inserted[id])
        .join(''),
  };
}
export type BodyRenderer = ReturnType<typeof bodyRenderer>;

/**
 * Compiles an MDX body and renders it with the content components (and any of the page's own).
 * @internal Exported for its tests; production uses it in this file only.
 */
export async function renderMdxBody(
  body: string,
  file: string,
  pathPrefix = '',
  wrap: (content: React.ReactElement) => React.ReactElement = c => c,
  components: Record<string, React.ComponentType<never>> = {},
  cache?: EmotionCache,
): Promise<string> {
  return renderStatic(wrap(await mdxElement(body, file, components)), pathPrefix, cache);
}
