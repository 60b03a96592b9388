/**
 * The MDX prose of pages made by code (content/pages) and of pieces many pages share
 * (content/partials): each file's body, path and headings, by name (`pages/api-overview`).
 */
import type { CreatePagesArgs } from 'gatsby';
import type { Heading } from '../lib/headings';
import { MDX_SOURCE, mdxSource } from './query-fragments';

/** What a page needs of a prose file: its body (errors name `file`) and the headings its TOC lists. */
export interface ProseFacts {
  body: string;
  file: string;
  headings: Heading[];
}

export type ProseFiles = Map<string, ProseFacts>;

export async function queryProse({ graphql }: Pick<CreatePagesArgs, 'graphql'>): Promise<ProseFiles> {
  const result = await graphql<Queries.ProseFilesQuery>(`
    query ProseFiles {
      allProse {
        nodes {
          name
          headings {
            depth
            value
            id
          }
          mdx {
            ...MdxSource
          }
        }
      }
    }
    ${MDX_SOURCE}
  `);
  if (result.errors || !result.data) throw new Error(`Could not query the prose in content/pages and content/partials: ${JSON.stringify(result.errors)}`);
  return new Map(result.data.allProse.nodes.map(node => [node.name, { ...mdxSource(node.mdx, node.name), headings: node.headings.map(h => ({ ...h })) }]));
}

/** The prose file `name` (e.g. `pages/api-overview`), or an error naming the file that is missing. */
export function proseOf(files: ProseFiles, name: string): ProseFacts {
  const prose = files.get(name);
  if (!prose) throw new Error(`content/${name}.mdx is missing (or has invalid frontmatter): the page that shows it cannot be made`);
  return prose;
}
