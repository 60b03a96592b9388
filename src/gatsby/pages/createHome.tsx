/**
 * The home page: its prose (content/pages/home.mdx) is rendered to HTML here (the `home`
 * body kind) with the client guides as data.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from './pageCreator';
import { renderBody } from '../bodies/renderBody';
import type { PageContextOf } from './pageContext';
import { proseOf, type ProseFiles } from './prose';
import { queryShownGuides } from '../../clientGuides/build/shownGuides';

export async function createHome(
  { graphql }: CreatePagesArgs,
  { pages, component, basePath, prose }: { pages: PageCreator; component: string; basePath: string; prose: ProseFiles },
): Promise<void> {
  const { totalCount, guides } = await queryShownGuides(graphql, 'the home page');
  const facts = { guideCount: totalCount, guides: guides.map(({ slug, name, logo }) => ({ slug, name, logo: logo ?? null })) };
  const { body: mdxBody, file } = proseOf(prose, 'pages/home');
  const body = await renderBody('home', { body: mdxBody, file, facts }, basePath);
  const context: PageContextOf<'home'> = body;
  pages.create({ path: '/', component, context }, 'content/pages/home.mdx');
}
