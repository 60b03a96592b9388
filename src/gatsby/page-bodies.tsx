/**
 * Every kind of page body, declared once: the component that renders it and the facts it
 * needs. `gatsby build` and `gatsby develop` both render bodies here, on the Node side, to
 * HTML that the page carries in its context (a StaticIsland shows it). So what a writer
 * previews is made by the code that ships, the browser bundle holds no content code in
 * either, and develop's webpack never compiles MDX.
 *
 * Hot reload: develop re-runs createPages when a node changes (an MDX file, frontmatter, the
 * OpenAPI file); the changed body renders again, its page context changes, and Gatsby sends
 * the page's new data to the open page. Bodies rendered before come from body-cache.ts; a
 * body whose MDX does not compile is shown as such in develop (broken-mdx.tsx).
 */
import React from 'react';
import type { SerializedStyles } from '@emotion/react';
import { bodyRenderer, mdxElement, renderStatic, type BodyRenderer } from './render-static';
import { cachedBody, keepBody, type StoredBody } from './body-cache';
import { brokenMdxBody, mdxCompiled } from './broken-mdx';
import { isProductionBuild } from '../lib/environment';
import { clientExampleBody } from '../clientGuides/browser/ClientExampleBody';
import { ClientGuideHeader } from '../clientGuides/browser/ClientGuideHeader';
import { ClientCards } from '../clientGuides/browser/ClientCards';
import { PocketIdUrlCode } from '../components/PocketIdUrlCode';
import { homeComponents, type HomeFacts } from '../components/home/homeComponents';
import { docsIndexComponents, type DocsIndexFacts } from '../components/docsIndex/docsIndexComponents';
import { notFoundComponents } from '../components/notFound/notFoundComponents';
import { apiOverviewComponents, type ApiOverviewFacts } from '../components/api/apiOverviewComponents';
import { ApiTagBody, type ApiTagFacts } from '../components/api/ApiTagBody';
import { OperationBody, type OperationBodyFacts } from '../components/api/OperationBody';
import { OperationHeader, type OperationHeaderFacts } from '../components/api/OperationHeader';
import { SchemaPageBody } from '../components/api/SchemaPageBody';
import { SchemaName } from '../components/api/SchemaName';
import { operationBodyStyles } from '../components/api/operationBodyStyles';
import { schemaPageBodyStyles } from '../components/api/schemaPageBodyStyles';
import type { ClientGuideFacts } from '../clientGuides/core/clientSetupMarkdown';
import { clientSetupComponents } from '../clientGuides/browser/clientSetupComponents';
import type { ClientSummary } from '../clientGuides/core/clientFilter';
import type { SchemaNode } from '../openapi/types';
import { YourSetupForm } from '../yourSetup/browser/YourSetupForm';
import { markExampleHosts } from '../yourSetup/core/exampleHostMarks';
import { appExampleOrigin } from '../yourSetup/core/yourSetup';
import { htmlHeadings, type Heading } from '../lib/htmlHeadings';
import { ClientCardsHeading } from '../clientGuides/browser/ClientCardsHeading';

/** The HTML fields a body kind adds to its page's context, and their CSS (`bodyCss`, shown by BodyStyles). */
type RenderedBody = Record<string, string>;

/** An MDX file's body (frontmatter removed) and its path, which errors name. */
interface MdxFacts {
  body: string;
  file: string;
}

interface BodyKind<Facts, Out extends RenderedBody> {
  /** Renders the parts with `body`, whose CSS the page gets as `bodyCss` (renderBody). */
  render(facts: Facts, body: BodyRenderer): Out | Promise<Out>;
  /** Emotion names of the styles the template ships (ShippedBodyStyles), whose rules `bodyCss` leaves out. */
  shipped: ReadonlySet<string>;
  /**
   * The fields, in page order, whose h2 and h3 are the page's TOC: renderBody reads them into
   * `headings` (htmlHeadings), so a heading is written once, where it is rendered. Every page
   * with a TOC has its body kind name them; kinds without are pages that show none.
   */
  toc?: readonly (keyof Out & string)[];
}

const kind = <Facts, Out extends RenderedBody>(render: BodyKind<Facts, Out>['render'], shipped: SerializedStyles[] = []): BodyKind<Facts, Out> => ({
  render,
  shipped: new Set(shipped.map(style => style.name)),
});

/** A body kind whose page's TOC is read from the fields named (see BodyKind's `toc`). */
const withToc = <Facts, Out extends RenderedBody, Field extends keyof Out & string>(body: BodyKind<Facts, Out>, ...toc: Field[]) => ({ ...body, toc });

/** An API body with the "Your setup" form above it. */
const withYourSetup = (body: React.ReactElement) => (
  <>
    <YourSetupForm />
    {body}
  </>
);

const PAGE_BODIES = {
  home: kind(async ({ body, file, facts }: MdxFacts & { facts: HomeFacts }, r: BodyRenderer) => ({
    contentHtml: await r.mdx(body, file, undefined, homeComponents(facts)),
  })),
  docsIndex: kind(async ({ body, file, facts }: MdxFacts & { facts: DocsIndexFacts }, r: BodyRenderer) => {
    const cards = docsIndexComponents(facts, file);
    const contentHtml = await r.mdx(body, file, undefined, cards.components);
    cards.cardsComplete();
    return { contentHtml };
  }),
  // Two parts of one file: the page puts its suggestions and search box between them.
  notFound: kind(async ({ body, file }: MdxFacts, r: BodyRenderer) => ({
    introHtml: await r.mdx(body, file, undefined, notFoundComponents('intro')),
    contentHtml: await r.mdx(body, file, undefined, notFoundComponents('sections')),
  })),
  // Bodies with examples carry their example hosts marked for "Your setup" (src/yourSetup/core/exampleHostMarks.ts).
  doc: withToc(
    kind(async ({ body, file }: MdxFacts, r: BodyRenderer) => ({ contentHtml: markExampleHosts(await r.mdx(body, file)) })),
    'contentHtml',
  ),
  clientExample: withToc(
    kind(async ({ body, file, facts, setup }: MdxFacts & { facts: ClientGuideFacts; setup: MdxFacts }, r: BodyRenderer) => {
      const element = await mdxElement(setup.body, setup.file, clientSetupComponents(facts));
      // The Pocket ID half is named by its first heading, read from the half rendered alone (its CSS is not the page's).
      const setupPart = { element, headingId: htmlHeadings(renderStatic(element))[0]?.id };
      const app = appExampleOrigin(facts.redirectUris);
      return {
        contentHtml: markExampleHosts(await r.mdx(body, file, content => clientExampleBody(facts, setupPart, content)), app),
        headerHtml: markExampleHosts(r.static(<ClientGuideHeader facts={facts} />), app),
      };
    }),
    'headerHtml',
    'contentHtml',
  ),
  clientIndex: withToc(
    kind(async ({ body, file, examples }: MdxFacts & { examples: ClientSummary[] }, r: BodyRenderer) => ({
      cardsHtml: r.static(
        <>
          <ClientCardsHeading />
          <ClientCards examples={examples} />
        </>,
      ),
      unlistedHtml: await r.mdx(body, file, undefined, { PocketIdUrl: PocketIdUrlCode }),
    })),
    'cardsHtml',
    'unlistedHtml',
  ),
  apiOverview: withToc(
    kind(async ({ body, file, facts }: MdxFacts & { facts: ApiOverviewFacts }, r: BodyRenderer) => ({
      contentHtml: markExampleHosts(await r.mdx(body, file, withYourSetup, apiOverviewComponents(facts))),
    })),
    'contentHtml',
  ),
  apiTag: withToc(
    kind((facts: ApiTagFacts, r: BodyRenderer) => ({ contentHtml: r.static(<ApiTagBody facts={facts} />) })),
    'contentHtml',
  ),
  apiOperation: withToc(
    kind(
      ({ body, header }: { body: OperationBodyFacts; header: OperationHeaderFacts }, r: BodyRenderer) => ({
        contentHtml: markExampleHosts(r.static(<OperationBody op={body} />)),
        // The form goes with the method bar, in the header's area of the page's grid (operationPageGrid).
        headerHtml: markExampleHosts(
          r.static(
            <>
              <OperationHeader op={header} />
              <YourSetupForm />
            </>,
          ),
        ),
      }),
      operationBodyStyles,
    ),
    'contentHtml',
  ),
  schema: withToc(
    kind(
      ({ name, title, tree }: { name: string; title: string; tree: SchemaNode }, r: BodyRenderer) => ({
        headerHtml: r.static(<SchemaName name={name} title={title} />),
        contentHtml: r.static(<SchemaPageBody tree={tree} />),
      }),
      schemaPageBodyStyles,
    ),
    'contentHtml',
  ),
};

export type BodyKindName = keyof typeof PAGE_BODIES;
type FactsOf<K extends BodyKindName> = Parameters<(typeof PAGE_BODIES)[K]['render']>[0];
type RenderedOf<K extends BodyKindName> = Awaited<ReturnType<(typeof PAGE_BODIES)[K]['render']>>;
/** Every kind as a BodyKind of its own facts and fields, so that `kinds[name]` renders `FactsOf<K>` without a cast. */
type BodyKinds = { [K in BodyKindName]: BodyKind<FactsOf<K>, RenderedOf<K>> };
/** The names of the HTML fields the bodies of kinds K carry (contentHtml, headerHtml, …), for code that places them all (search-article.tsx). */
export type BodyHtmlField<K extends BodyKindName = BodyKindName> = { [N in K]: keyof RenderedOf<N> & string }[K];
/** A body's fields, with the headings of its TOC when its kind reads them from the body. */
export type BodyOf<K extends BodyKindName> = RenderedOf<K> & { bodyCss: string } & ((typeof PAGE_BODIES)[K] extends {
    toc: readonly string[];
  }
    ? { headings: Heading[] }
    : unknown);

/** Renders a body of kind `name` from its facts (or returns it from an earlier run). */
export async function renderBody<K extends BodyKindName>(name: K, facts: FactsOf<K>, basePath = ''): Promise<BodyOf<K>> {
  const cached = await cachedBody(name, facts, basePath);
  if (cached.body) return cached.body as BodyOf<K>;
  const file = (facts as Partial<MdxFacts>).file;
  let rendered: StoredBody;
  try {
    const body = bodyRenderer(basePath);
    const kinds: BodyKinds = PAGE_BODIES;
    const bodyKind = kinds[name];
    const fields = await bodyKind.render(facts, body);
    const toc = bodyKind.toc && { headings: htmlHeadings(bodyKind.toc.map(field => fields[field]).join('')) };
    rendered = { ...fields, bodyCss: body.css(bodyKind.shipped), ...toc };
  } catch (error) {
    if (isProductionBuild() || !file) throw error;
    return brokenMdxBody(file, error as Error, basePath, 'toc' in PAGE_BODIES[name]) as BodyOf<K>;
  }
  if (file) mdxCompiled(file);
  await keepBody(cached.slot, rendered);
  return rendered as BodyOf<K>;
}
