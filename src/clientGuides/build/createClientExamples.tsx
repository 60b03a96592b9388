/**
 * The client-examples index: its cards and generic settings are rendered to HTML here (the
 * `clientExamples` body kind); the browser ships only the filters.
 */
import type { CreatePagesArgs } from 'gatsby';
import type { PageCreator } from '../../gatsby/pages/pageCreator';
import { renderBody } from '../../gatsby/bodies/renderBody';
import type { PageContextOf } from '../../gatsby/pages/pageContext';
import { proseOf, type ProseFiles } from '../../gatsby/pages/prose';
import type { SearchPages } from '../../search/build/developIndex';
import { queryShownGuides } from './shownGuides';
import { clientExamplesDescription, CLIENT_EXAMPLES_TITLE } from '../core/clientExamplesPage';
import { CLIENT_EXAMPLES_PATH } from '../../lib/siteRoutes';

export async function createClientExamples(
  { graphql }: CreatePagesArgs,
  { pages, component, basePath, search, prose }: { pages: PageCreator; component: string; basePath: string; search: SearchPages; prose: ProseFiles },
): Promise<void> {
  const { guides: examples } = await queryShownGuides(graphql, 'their index');
  const { body: mdxBody, file } = proseOf(prose, 'pages/client-examples');
  const body = await renderBody('clientExamples', { body: mdxBody, file, examples }, basePath);
  // The filters need no logos: those are in the cards' HTML.
  const context: PageContextOf<'clientExamples'> = { examples: examples.map(({ logo: _logo, ...summary }) => summary), ...body };
  search.add(CLIENT_EXAMPLES_PATH, { title: CLIENT_EXAMPLES_TITLE, description: clientExamplesDescription(examples.length), ...body });
  pages.create({ path: CLIENT_EXAMPLES_PATH, component, context }, 'content/client-examples');
}
