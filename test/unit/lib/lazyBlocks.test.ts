import { LAZY_BLOCKS } from '../../../src/lib/lazyBlocks';
import { CODE_BLOCK } from '../../../src/components/mdx/CodeBlock.attributes';

// lazyBlocks.ts writes the code block's class out rather than importing it (it is first-load JS).
test('a code block may render lazily: the lazy blocks name its class', () => {
  const selectors = LAZY_BLOCKS.map(block => block.selector).join(', ');
  expect(selectors).toMatch(new RegExp(`\\.${CODE_BLOCK}(?![\\w-])`));
});
