import fs from 'fs';
import path from 'path';
import { renderMdxBody } from '../../../src/gatsby/bodies/renderStatic';
import { notFoundComponents } from '../../../src/components/notFound/notFoundComponents';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => `/prefix${route}` }));

// The 404 page's prose, rendered through the site's MDX pipeline in its two parts.
const file = path.resolve(__dirname, '../../../content/pages/not-found.mdx');
const prose = fs.readFileSync(file, 'utf8');
const render = (part: 'intro' | 'sections') => renderMdxBody(prose, file, '', undefined, notFoundComponents(part));

test('the opening holds the status, the title and the summary, and none of the section cards', async () => {
  const html = await render('intro');
  expect(html).toContain('<p class="status">404</p>');
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(html).toMatch(/<p class="lead[^"]*" data-page-frame="summary">There is no page at this address\./);
  expect(html).not.toContain('<nav');
});

test('the sections are a labelled list of cards with prefixed links, and none of the opening', async () => {
  const html = await render('sections');
  expect(html).toMatch(/^\s*<nav aria-label="Main sections"[^>]*><h2>Main sections<\/h2><ul>/);
  expect(html).toContain('<a href="/prefix/docs/setup/installation"><strong>Installation</strong><span>Docker Compose or a binary, behind HTTPS.</span></a>');
  expect(html.match(/<li>/g)).toHaveLength(8);
  expect(html).not.toContain('Page not found');
});
