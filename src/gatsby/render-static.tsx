/**
 * Build-time rendering of static content with the site's own React components: MDX bodies
 * (docs, client guides) become HTML here, once, with the same MDX plugins and content
 * components as `gatsby develop`. Production pages carry that HTML in their page context
 * (a StaticIsland shows it), so the browser bundle holds no content code and one
 * component serves every doc.
 */
import React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import { mdxOptions } from './mdx-options';
import { mdxComponents } from '../components/mdx';

const runtime = require('react/jsx-runtime');

/**
 * Renders an element to static markup with its Emotion styles inline (a fresh cache per
 * call, so every fragment carries all the styles it uses; the post-build moves them into
 * <head> for the page itself).
 */
export function renderStatic(element: React.ReactElement, pathPrefix = ''): string {
  // Links built with Gatsby's withPrefix() read these globals, which only webpack defines.
  Object.assign(globalThis, { __PATH_PREFIX__: pathPrefix, __BASE_PATH__: pathPrefix });
  return renderToStaticMarkup(<CacheProvider value={createCache({ key: 'css' })}>{element}</CacheProvider>);
}

/** Compiles an MDX body (frontmatter already removed) and renders it with the content components. */
export async function renderMdxBody(
  body: string,
  file: string,
  pathPrefix = '',
  wrap: (content: React.ReactElement) => React.ReactElement = c => c,
): Promise<string> {
  const { evaluate } = require('@mdx-js/mdx') as typeof import('@mdx-js/mdx');
  let Content: React.ComponentType<{ components: typeof mdxComponents }>;
  try {
    ({ default: Content } = (await evaluate({ value: body, path: file }, { ...runtime, ...mdxOptions, development: false } as never)) as never);
  } catch (error) {
    const message = (error as Error).message;
    throw new Error(message.startsWith(file) ? message : `${file}: ${message}`);
  }
  return renderStatic(wrap(<Content components={mdxComponents} />), pathPrefix);
}
