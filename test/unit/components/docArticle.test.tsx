/** The names a doc page's article shares with styles elsewhere: the wide blocks of a list step. (Its parts' places in the API operation page's grid: apiReference/operationLayout.test.tsx.) */
import React from 'react';
import { DocArticle } from '../../../src/components/DocArticle';
import { operationArticle } from '../fixtures/operationArticle';
import { CODE_BLOCK } from '../../../src/components/mdx/CodeBlock.attributes';
import { ADMONITION } from '../../../src/components/mdx/Admonition.attributes';
import { bodyRenderer } from '../../../src/gatsby/bodies/renderStatic';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

/** An article with every part: summary, header, inline TOC, pager both ways. */
function renderArticle() {
  const body = bodyRenderer();
  const html = body.static(
    <DocArticle
      {...operationArticle}
      previous={{ type: 'link', label: 'List users', href: '/docs/api/endpoints/list-users' }}
      next={{ type: 'link', label: 'Delete a user', href: '/docs/api/endpoints/delete-a-user' }}
      header={<div id="page-header" />}
      contentHtml="<p>Body</p>"
    />,
  );
  return { html, css: body.css() };
}

// DocArticle writes these classes out (a first-load import would cost bytes); each must be its owner's.
test.each([
  ['a list step holding a code block is not held to the measure', 'li:not(:has(', CODE_BLOCK],
  ['a callout box is held to the measure like running text', 'blockquote', ADMONITION],
])('%s (the rule names the class of its owner)', (_what, selector, className) => {
  const rule = renderArticle()
    .css.split('}')
    .find(text => text.includes(selector));
  expect(rule).toBeDefined();
  expect(rule).toMatch(new RegExp(`\\.${className}(?![\\w-])`));
});
