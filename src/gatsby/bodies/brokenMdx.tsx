/**
 * A body whose MDX does not compile, in develop: the page shows the compiler's message where
 * its body goes, the overlay names the file, and every other page stays. A production build
 * fails instead (renderBody rethrows there).
 */
import React from 'react';
import { bodyRenderer } from './renderStatic';
import { reportContentProblem } from '../develop/devOverlay';
import type { StoredBody } from './bodyCache';
import { Admonition } from '../../components/mdx/Admonition';

/** MDX files whose body failed to compile, shown in develop's overlay until they compile again. */
const brokenMdx = new Set<string>();

const PROBLEM = 'MDX could not be compiled';

/**
 * The body shown in place of `file`'s, with its CSS; names the file in the overlay. A kind
 * with a TOC gets an empty one, so its template renders the message.
 */
export function brokenMdxBody(file: string, error: Error, basePath: string, toc: boolean): StoredBody {
  brokenMdx.add(file);
  reportContentProblem(file, file, PROBLEM, [error.message], 'mdx');
  const body = bodyRenderer(basePath);
  const contentHtml = body.static(
    <div role="alert">
      <Admonition type="danger" title="This page's MDX could not be compiled.">
        <pre>{error.message}</pre>
      </Admonition>
    </div>,
  );
  return { contentHtml, bodyCss: body.css(), ...(toc && { headings: [] }) };
}

/** `file` compiled: if it was broken, its problem leaves the overlay. */
export function mdxCompiled(file: string): void {
  if (brokenMdx.delete(file)) reportContentProblem(file, file, PROBLEM, [], 'mdx');
}
