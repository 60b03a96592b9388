import { LAZY_BLOCKS } from '../../src/lib/lazyBlocks';
import { CODE_BLOCK } from '../../src/components/mdx/CodeBlock.attributes';
import { TAB_SET } from '../../src/components/mdx/Tabs.attributes';

// lazyBlocks.ts writes these components' class names out rather than importing them (it is first-load JS).
test.each([
  ['a code block', CODE_BLOCK],
  ['a tab set', TAB_SET],
])('%s may render lazily: the lazy blocks name its class', (_, className) => {
  const selectors = LAZY_BLOCKS.map(block => block.selector).join(', ');
  expect(selectors).toMatch(new RegExp(`\\.${className}(?![\\w-])`));
});
