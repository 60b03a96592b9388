/**
 * Develop shows a body whose MDX does not compile as the site's danger admonition (the
 * Admonition component, with its styles in the body's CSS), announced as an alert.
 */
import { parseDocument } from 'htmlparser2';
import { selectAll } from 'css-select';
import { textContent } from 'domutils';
import type { Element } from 'domhandler';
import { renderBody } from '../../../src/gatsby/bodies/renderBody';
import { beginBodyRun, endBodyRun } from '../../../src/gatsby/bodies/bodyCache';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

test("a broken MDX body outside a production build is the danger admonition with the compiler's message", async () => {
  beginBodyRun();
  const body = await renderBody('doc', { body: '# Title\n\n<Unclosed>\n', file: 'content/docs/broken.mdx' });
  endBodyRun();
  const document = parseDocument(body.contentHtml);
  const alert = selectAll('[role="alert"] > aside.admonition.admonition-danger', document) as unknown as Element[];
  expect(alert).toHaveLength(1);
  expect(textContent(selectAll('.admonition-title', alert[0]))).toBe("This page's MDX could not be compiled.");
  expect(textContent(selectAll('pre', alert[0]))).toContain('content/docs/broken.mdx');
  // The admonition's own rules travel with the body (its class's accent colour).
  const className = alert[0].attribs.class.split(' ').find(name => name.startsWith('css-'))!;
  expect((body as typeof body & { bodyCss: string }).bodyCss).toContain(`.${className}.admonition-danger{--accent:var(--c-danger)`);
  // The doc template lists the TOC from the body: a broken body has an empty one, not none.
  expect(body.headings).toEqual([]);
});
