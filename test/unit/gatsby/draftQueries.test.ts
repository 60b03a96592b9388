/**
 * The home page and the client-examples index leave drafts out the same way: both read the guides
 * through one query (src/clientGuides/build/shownGuides.ts), which filters on `draft` with the
 * states this run shows, so a production build's counts and cards hold no draft and develop's hold them all.
 */
import type { CreatePagesArgs } from 'gatsby';
import { createHome } from '../../../src/gatsby/pages/createHome';
import { createClientExamples } from '../../../src/clientGuides/build/createClientExamples';
import type { PageCreator } from '../../../src/gatsby/pages/pageCreator';

jest.mock('../../../src/gatsby/bodies/renderBody', () => ({ renderBody: async () => ({ contentHtml: '' }) }));

const prose = new Map(['pages/home', 'pages/client-examples'].map(name => [name, { body: '', file: `${name}.mdx`, description: 'Lead.' }]));
const pages = { create: () => undefined } as unknown as PageCreator;

/** The variables each page's query was run with. */
async function queryVariables(): Promise<unknown[]> {
  const seen: unknown[] = [];
  const graphql = (async (_query: string, variables?: unknown) => {
    seen.push(variables);
    return { data: { allClientExample: { totalCount: 0, nodes: [] } } };
  }) as unknown as CreatePagesArgs['graphql'];
  const args = { graphql } as CreatePagesArgs;
  await createHome(args, { pages, component: 'home.tsx', basePath: '', prose });
  await createClientExamples(args, { pages, component: 'index.tsx', basePath: '', prose, search: { add: () => undefined } as never });
  return seen;
}

const nodeEnv = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = nodeEnv;
});

test('a production build queries only published guides for both pages', async () => {
  process.env.NODE_ENV = 'production';
  await expect(queryVariables()).resolves.toEqual([{ drafts: [false] }, { drafts: [false] }]);
});

test('develop queries drafts too for both pages', async () => {
  process.env.NODE_ENV = 'development';
  await expect(queryVariables()).resolves.toEqual([{ drafts: [false, true] }, { drafts: [false, true] }]);
});
