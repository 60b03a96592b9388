/**
 * `gatsby develop` has no built HTML, so the dev server answers /__search/* with an
 * index built on demand from the Doc and ClientExample nodes (rebuilt when content changes).
 */
import type { GatsbyNode, Node } from 'gatsby';
import { buildDevIndex, DEV_SEARCH_PATH, MdxSource } from './search-index';
import type { BuiltIndex } from '../search/build';

const { slug } = require('github-slugger');

interface ContentNode extends Node {
  slug: string;
  title?: string;
  name?: string;
  description: string;
  draft: boolean;
  mdxId: string;
}

export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = ({ app, getNodesByType, getNode }) => {
  let cached: { key: string; index: BuiltIndex } | null = null;
  const current = (): BuiltIndex => {
    const sources: MdxSource[] = [];
    const collect = (type: 'Doc' | 'ClientExample', kind: 'docs' | 'client') => {
      for (const node of getNodesByType(type) as ContentNode[]) {
        const mdx = getNode(node.mdxId) as (Node & { body?: string }) | undefined;
        sources.push({
          route: node.slug,
          title: (node.title ?? node.name) as string,
          description: node.description,
          type: kind,
          body: mdx?.body ?? '',
          draft: node.draft,
        });
      }
    };
    collect('Doc', 'docs');
    collect('ClientExample', 'client');
    const key = sources.map(s => `${s.route}:${s.body.length}:${s.body.slice(0, 64)}`).join('|');
    if (!cached || cached.key !== key) cached = { key, index: buildDevIndex(sources, slug) };
    return cached.index;
  };
  app.get(
    `${DEV_SEARCH_PATH}/*`,
    (
      req: { path: string },
      res: {
        status: (code: number) => { send: (body: string) => void };
        type: (t: string) => { set: (k: string, v: string) => { send: (body: string) => void } };
      },
    ) => {
      const name = req.path.slice(DEV_SEARCH_PATH.length + 1);
      const index = current();
      const body = name === 'manifest.json' ? index.files.get('manifest.json') : index.files.get(name);
      if (!body) {
        res.status(404).send('Not found');
        return;
      }
      res.type('application/json').set('Cache-Control', 'no-store').send(body);
    },
  );
};
