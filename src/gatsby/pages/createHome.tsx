/**
 * The home page: its prose (content/pages/home.mdx) is rendered to HTML here (the `home`
 * body kind) with the client guides as data.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from './pageCreator';
import { renderBody } from '../bodies/renderBody';
import type { PageContextOf } from './pageContext';
import { proseOf, type ProseFiles } from './prose';
import { shownDraftStates } from '../sourcing/publishingMode';
import { queryData } from './queryData';

export async function createHome(
  { graphql }: CreatePagesArgs,
  { pages, component, basePath, prose }: { pages: PageCreator; component: string; basePath: string; prose: ProseFiles },
): Promise<void> {
  const result = await queryData(
    'the client guides for the home page',
    graphql<Queries.HomeGuidesQuery, Queries.HomeGuidesQueryVariables>(
      `
        query HomeGuides($drafts: [Boolean!]!) {
          allClientExample(filter: { draft: { in: $drafts } }, sort: { name: ASC }) {
            totalCount
            nodes {
              slug
              name
              logo {
                href
                light
                dark
              }
            }
          }
        }
      `,
      { drafts: shownDraftStates() },
    ),
  );
  const { totalCount, nodes } = result.allClientExample;
  const facts = { guideCount: totalCount, guides: nodes.map(g => ({ ...g })) };
  const { body: mdxBody, file } = proseOf(prose, 'pages/home');
  const body = await renderBody('home', { body: mdxBody, file, facts }, basePath);
  const context: PageContextOf<'home'> = body;
  pages.create({ path: '/', component, context }, 'content/pages/home.mdx');
}
