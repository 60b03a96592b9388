/**
 * MDX pipeline: GitHub-flavoured Markdown, heading ids and anchors, diagrams laid out at
 * build time, build-time code highlighting, anchors for environment variables, and a guard against `export default` (which would replace the page).
 * The plugins are ESM-only; Node 20.19+ loads them with require(), which compiled imports are.
 */
import remarkGfm from 'remark-gfm';
import rehypeSlug from 'rehype-slug';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import { rehypeCodeBlocks } from './rehypeCodeBlocks';
import { rehypeDiagrams } from '../../diagrams/rehypeDiagrams';
import { remarkNoDefaultExport } from './remarkNoDefaultExport';
import { rehypeVariableAnchors } from './rehypeVariableAnchors';
import { rehypeCodeBreaks } from './rehypeCodeBreaks';
import { rehypeTableNames } from './rehypeTableNames';
import { rehypeSinceMarks } from './rehypeSinceMarks';

export const mdxOptions = {
  remarkPlugins: [remarkGfm, remarkNoDefaultExport],
  rehypePlugins: [
    rehypeSlug,
    [
      rehypeAutolinkHeadings,
      {
        behavior: 'append',
        test: ['h2', 'h3', 'h4'],
        properties: { className: ['heading-anchor'], ariaHidden: 'true', tabIndex: -1 },
        content: { type: 'text', value: '#' },
      },
    ],
    rehypeDiagrams,
    rehypeCodeBlocks,
    rehypeVariableAnchors,
    rehypeSinceMarks,
    rehypeCodeBreaks,
    rehypeTableNames,
  ],
};
