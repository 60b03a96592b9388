import { renderMdxBody } from '../../../src/gatsby/bodies/renderStatic';

jest.mock('gatsby', () => ({ withPrefix: (route: string) => route }));

// A fence goes through rehypeCodeBlocks, MDX's pre (MdxCodeBlock) and CodeBlock.
const render = (fence: string) => renderMdxBody(fence, '/content/docs/fence.mdx');

test("a fence's title, language and highlighted code reach the code block", async () => {
  const html = await render('```yaml title="docker-compose.yml"\nservices:\n  pocket-id: {}\n```\n');
  expect(html).toContain('<span class="code-title">docker-compose.yml</span><span class="code-language">yaml</span>');
  expect(html).toMatch(
    /<pre tabindex="0" role="group" aria-label="docker-compose.yml" data-copy-source="" data-language="yaml"><code class="hljs language-yaml">/,
  );
  expect(html).toContain('<span class="hljs-attr">services:</span>');
});

test('a fence without a title or language is shown as text, named by it', async () => {
  const html = await render('```\nplain words\n```\n');
  expect(html).not.toContain('code-title');
  expect(html).toContain('<span class="code-language">text</span>');
  expect(html).toContain('aria-label="text code" data-copy-source="" data-language="text"');
});
