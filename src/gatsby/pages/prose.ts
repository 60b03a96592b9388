/**
 * The MDX prose of pages made by code (content/pages) and of pieces many pages share
 * (content/partials): each file's body and path, by name (`pages/api-overview`). A page's TOC
 * is read from its rendered body (pageBodies), not from here.
 */
import type { CreatePagesArgs } from 'gatsby';
import { MDX_SOURCE, mdxSource } from './queryFragments';
import { queryData } from './queryData';

/** What a page needs of a prose file: its body (errors name `file`) and its lead (frontmatter `description`). */
export interface ProseFacts {
  body: string;
  file: string;
  description: string | null;
}

export type ProseFiles = Map<string, ProseFacts>;

export async function queryProse({ graphql }: Pick<CreatePagesArgs, 'graphql'>): Promise<ProseFiles> {
  const { allProse } = await queryData(
    'the prose in content/pages and content/partials',
    graphql<Queries.ProseFilesQuery>(`
      query ProseFiles {
        allProse {
          nodes {
            name
            description
            mdx {
              ...MdxSource
            }
          }
        }
      }
      ${MDX_SOURCE}
    `),
  );
  return new Map(allProse.nodes.map(node => [node.name, { ...mdxSource(node.mdx, node.name), description: node.description ?? null }]));
}

/** The lead of a prose file whose page shows one (its frontmatter `description`), or an error naming the file. */
export function leadOf(prose: ProseFacts): string {
  if (!prose.description) throw new Error(`${prose.file}: the page shows a lead under its title; write it as the frontmatter field "description"`);
  return prose.description;
}

/** The prose file `name` (e.g. `pages/api-overview`), or an error naming the file that is missing. */
export function proseOf(files: ProseFiles, name: string): ProseFacts {
  const prose = files.get(name);
  if (!prose) throw new Error(`content/${name}.mdx is missing (or has invalid frontmatter): the page that shows it cannot be made`);
  return prose;
}
