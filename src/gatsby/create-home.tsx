/**
 * The home page: its prose (content/pages/home.mdx) is rendered to HTML here (the `home`
 * body kind) with the client guides as data.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from './page-creator';
import { renderBody } from './render-body';
import type { PageContextOf } from './page-context';
import { proseOf, type ProseFiles } from './prose';
import { includesDrafts } from '../lib/environment';

export async function createHome(
  { graphql, reporter }: CreatePagesArgs,
  { pages, component, basePath, prose }: { pages: PageCreator; component: string; basePath: string; prose: ProseFiles },
): Promise<void> {
  // Drafts count only where they are shown (develop).
  const result = await graphql<Queries.HomeGuidesQuery, Queries.HomeGuidesQueryVariables>(
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
    { drafts: includesDrafts() ? [false, true] : [false] },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the client guides for the home page', result.errors);
    return;
  }
  const { totalCount, nodes } = result.data.allClientExample;
  const facts = { guideCount: totalCount, guides: nodes.map(g => ({ ...g })) };
  const { body: mdxBody, file } = proseOf(prose, 'pages/home');
  const body = await renderBody('home', { body: mdxBody, file, facts }, basePath);
  const context: PageContextOf<'home'> = body;
  pages.create({ path: '/', component, context }, 'content/pages/home.mdx');
}
