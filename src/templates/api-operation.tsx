import React from 'react';
import { graphql, HeadProps, PageProps } from 'gatsby';
import { css } from '@emotion/react';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { StaticIsland } from '../components/StaticIsland';
import { asideLayout } from '../components/articleLayouts';
import { ShippedBodyStyles } from '../components/ShippedBodyStyles';
import { operationPageStyles } from '../components/operationPageStyles';
import type { ApiOperation } from '../apiReference/core/types';
import { pageNode, WithJson } from '../lib/pageData';
import { useYourSetup } from '../yourSetup/browser/useYourSetup';
import type { PageContextOf } from '../gatsby/pages/pageContext';

type Operation = WithJson<NonNullable<Queries.ApiOperationPageQuery['apiOperation']>, Pick<ApiOperation, 'pathSegments'>>;
type Data = { apiOperation: Operation | null };
/** The body and what createPage adds to it (src/gatsby/pages/pageContext.ts). */
type Context = PageContextOf<'apiOperation'>;

/** The method bar's area of the article's grid (asideLayout). */
const headerArea = css`
  grid-area: header;
`;

/**
 * An operation page: an article with an aside column (asideLayout), whose grid places the body's
 * parts beside and among the article's own and the method bar; and the body parts' styles, shipped here once.
 */
export default function ApiOperationTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const op = pageNode(data.apiOperation, 'ApiOperationPage');
  useYourSetup(op.pagePath);
  return (
    <>
      <DocPage
        pathname={op.pagePath}
        title={op.title}
        headings={pageContext.headings}
        previous={pageContext.previous}
        next={pageContext.next}
        contentHtml={pageContext.contentHtml}
        layout={asideLayout}
        header={<StaticIsland key={`${op.pagePath}#header`} id="page-header" html={pageContext.headerHtml} css={headerArea} />}
      />
      <ShippedBodyStyles key={op.pagePath} styles={operationPageStyles} />
    </>
  );
}

export const query = graphql`
  query ApiOperationPage($id: String!) {
    apiOperation(id: { eq: $id }) {
      method
      path
      pathSegments
      slug
      pagePath
      title
      summary
      operationId
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
