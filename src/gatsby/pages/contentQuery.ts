/**
 * The docs and client guides with their MDX source, and the docs sidebar: one query for the
 * pages (createPages) and their Markdown twins (src/twins), so its fields are written once.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { SidebarItem } from '../../lib/sidebar';
import type { WithJson } from '../../lib/pageData';
import { MDX_SOURCE, mdxSource } from './queryFragments';
import { CLIENT_GUIDE_FACTS, withClientGuideFacts } from '../../clientGuides/build/clientGuideFacts';
import { queryData } from './queryData';

/** `docsSidebar` is JSON in the schema; src/gatsby/sourcing/docsSidebarField.ts builds it as a SidebarItem tree. */
type ContentPages = WithJson<Queries.ContentPagesQuery, { docsSidebar: SidebarItem[] }>;

export async function queryContent({ graphql }: Pick<CreatePagesArgs, 'graphql'>) {
  const { allDoc, allClientExample, docsSidebar } = await queryData(
    'the docs and client guides',
    graphql<ContentPages>(`
      query ContentPages {
        allDoc {
          nodes {
            id
            slug
            title
            description
            draft
            tocGroups
            sourcePath
            mdx {
              ...MdxSource
            }
          }
        }
        allClientExample {
          nodes {
            id
            slug
            route
            draft
            sourcePath
            description
            ...ClientGuideFacts
            mdx {
              ...MdxSource
            }
          }
        }
        docsSidebar
      }
      ${MDX_SOURCE}
      ${CLIENT_GUIDE_FACTS}
    `),
  );
  return {
    docs: allDoc.nodes.map(({ mdx, ...doc }) => ({ ...doc, mdx: mdxSource(mdx, doc.sourcePath) })),
    clientExamples: allClientExample.nodes.map(({ mdx, ...guide }) => ({ ...withClientGuideFacts(guide), mdx: mdxSource(mdx, guide.sourcePath) })),
    docsSidebar,
  };
}

export type ContentNodes = Awaited<ReturnType<typeof queryContent>>;
export type DocNode = ContentNodes['docs'][number];
export type ClientExampleNode = ContentNodes['clientExamples'][number];
