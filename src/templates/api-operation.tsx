import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { DevOperationHeader } from '../components/api/DevOperationHeader';
import { DevOperationBody } from '../components/api/DevOperationBody';
import type { OperationBodyFacts } from '../components/api/OperationBody';
import { operationStyle } from '../components/api/operationStyle';
import type { ApiOperation } from '../openapi/types';
import type { SidebarLink } from '../lib/sidebar';
import type { TocHeading } from '../components/Toc';
import { pageNode, WithJson } from '../lib/pageData';

/** The body's fields are queried only where the browser renders it (`withBody`, develop). */
type Operation = WithJson<
  NonNullable<Queries.ApiOperationPageQuery['apiOperation']>,
  Pick<ApiOperation, 'pathSegments'> & Partial<Pick<OperationBodyFacts, 'auth' | 'parameters' | 'requestBody' | 'responses' | 'codeSamples'>>
>;
type Data = { apiOperation: Operation | null };
interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
  headings: TocHeading[];
  /** The body and the header (method, path, tag) rendered at build time (production). */
  contentHtml?: string;
  headerHtml?: string;
}

/** An operation page; its body's styles (operationStyle) live here, once, rather than in each page's data. */
export default function ApiOperationTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const op = pageNode(data.apiOperation, 'ApiOperationPage');
  return (
    <div css={operationStyle}>
      <DocPage
        pathname={op.pagePath}
        title={op.title}
        headings={pageContext.headings}
        previous={pageContext.previous}
        next={pageContext.next}
        contentHtml={pageContext.contentHtml}
        wide
        header={
          <StaticIsland key={`${op.pagePath}#header`} id="page-header" html={pageContext.headerHtml}>
            {DevOperationHeader && <DevOperationHeader op={op} />}
          </StaticIsland>
        }
      >
        {DevOperationBody && op.parameters && <DevOperationBody op={op as OperationBodyFacts} />}
      </DocPage>
    </div>
  );
}

export const query = graphql`
  query ApiOperationPage($id: String!, $withBody: Boolean!) {
    apiOperation(id: { eq: $id }) {
      method
      path
      pathSegments
      slug
      pagePath
      title
      summary
      operationId
      descriptionHtml @include(if: $withBody)
      deprecated @include(if: $withBody)
      auth @include(if: $withBody)
      parameters @include(if: $withBody)
      requestBody @include(if: $withBody)
      responses @include(if: $withBody)
      codeSamples @include(if: $withBody)
      tag {
        displayName
        path
      }
    }
  }
`;

/** Operations share their tag's social card: a card per operation would cost a large spec minutes of drawing. */
export function Head({ data }: HeadProps<Data>) {
  const op = pageNode(data.apiOperation, 'ApiOperationPage');
  return (
    <Seo
      title={op.title}
      description={`${op.method.toUpperCase()} ${op.path}: ${op.summary ?? op.title}. Pocket ID API reference.`}
      pathname={op.pagePath}
      card={{ route: op.tag.path, title: `${op.tag.displayName} API` }}
    />
  );
}
