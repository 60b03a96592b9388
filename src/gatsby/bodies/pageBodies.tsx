/**
 * Every kind of page body, declared once: the component that renders it and the facts it
 * needs. `gatsby build` and `gatsby develop` both render them, on the Node side, to
 * HTML that the page carries in its context (a StaticIsland shows it). So what a writer
 * previews is made by the code that ships, the browser bundle holds no content code in
 * either, and develop's webpack never compiles MDX.
 *
 * Rendering, caching and hot reload: renderBody.ts; what a body kind is: bodyKind.ts.
 */
import React from 'react';
import { mdxElement, renderStatic, type BodyRenderer } from './renderStatic';
import { kind, withToc, type MdxFacts } from './bodyKind';
import { clientExampleBody } from '../../clientGuides/browser/ClientExampleBody';
import { ClientGuideHeader } from '../../clientGuides/browser/ClientGuideHeader';
import { ClientCards } from '../../clientGuides/browser/ClientCards';
import { PocketIdUrlCode } from '../../components/PocketIdUrlCode';
import { homeComponents } from '../../components/home/homeComponents';
import type { HomeFacts } from '../../components/home/homeFacts';
import { docsIndexComponents, type DocsIndexFacts } from '../../components/docsIndex/docsIndexComponents';
import { notFoundComponents } from '../../components/notFound/notFoundComponents';
import { searchPageComponents, type SearchPageFacts } from '../../components/searchPage/searchPageComponents';
import { apiOverviewComponents } from '../../apiReference/browser/apiOverviewComponents';
import type { ApiOverviewFacts } from '../../apiReference/browser/apiOverviewFacts';
import { ApiTagBody, type ApiTagFacts } from '../../apiReference/browser/ApiTagBody';
import { OperationBody, type OperationBodyFacts } from '../../apiReference/browser/OperationBody';
import { SinceMark } from '../../history/browser/SinceMark';
import { OperationHeader, type OperationHeaderFacts } from '../../apiReference/browser/OperationHeader';
import { SchemaPageBody } from '../../apiReference/browser/SchemaPageBody';
import { SchemaName } from '../../apiReference/browser/SchemaName';
import { operationPageStyles } from '../../components/operationPageStyles';
import { shippedSchemaPageStyles } from '../../apiReference/browser/shippedSchemaPageStyles';
import type { ClientGuideFacts } from '../../clientGuides/core/clientExample';
import { clientSetupComponents } from '../../clientGuides/browser/clientSetupComponents';
import type { ClientSummary } from '../../clientGuides/core/clientFilter';
import type { SchemaNode } from '../../apiReference/core/types';
import { YourSetupForm } from '../../yourSetup/browser/YourSetupForm';
import { markExampleHosts } from '../../yourSetup/core/exampleHostMarks';
import { appExampleOrigin } from '../../yourSetup/core/yourSetup';
import { htmlHeadings } from '../../lib/htmlHeadings';
import { ClientCardsHeading } from '../../clientGuides/browser/ClientCardsHeading';

/** An API body with the "Your setup" form above it. */
const withYourSetup = (body: React.ReactElement) => (
  <>
    <YourSetupForm />
    {body}
  </>
);

export const PAGE_BODIES = {
  // The quick start's example host is marked too, so it follows "Your setup".
  home: kind(async ({ body, file, facts }: MdxFacts & { facts: HomeFacts }, r: BodyRenderer) => ({
    contentHtml: markExampleHosts(await r.mdx(body, file, undefined, homeComponents(facts))),
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
  // The search page: a web search of the site and every page's title, for a browser without JavaScript.
  search: kind(async ({ body, file, facts }: MdxFacts & { facts: SearchPageFacts }, r: BodyRenderer) => ({
    contentHtml: await r.mdx(body, file, undefined, searchPageComponents(facts)),
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
  clientExamples: withToc(
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
        // The form goes with the method bar, in the header's area of the article's grid (asideLayout).
        headerHtml: markExampleHosts(
          r.static(
            <>
              <OperationHeader op={header} mark={header.sinceMark && <SinceMark {...header.sinceMark} />} />
              <YourSetupForm />
            </>,
          ),
        ),
      }),
      operationPageStyles,
    ),
    'contentHtml',
  ),
  apiSchema: withToc(
    kind(
      ({ name, title, tree }: { name: string; title: string; tree: SchemaNode }, r: BodyRenderer) => ({
        headerHtml: r.static(<SchemaName name={name} title={title} />),
        contentHtml: r.static(<SchemaPageBody tree={tree} />),
      }),
      shippedSchemaPageStyles,
    ),
    'contentHtml',
  ),
};
