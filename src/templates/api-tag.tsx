import { TableHead } from '../components/TableHead';
import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { MethodBadge } from '../components/MethodBadge';
import { HtmlBlock } from '../components/api/HtmlBlock';
import type { SidebarLink } from '../lib/sidebar';
import { ScrollTable } from '../components/ScrollTable';

interface Data {
  apiTag: { displayName: string; path: string; descriptionHtml: string | null; operations: { slug: string; path: string; summary: string; method: string }[] };
  allApiOperation: { nodes: { slug: string; path: string }[] };
}
interface Context {
  previous: SidebarLink | null;
  next: SidebarLink | null;
}

/** A tag's page: its description and every operation in it. */
export default function ApiTagTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const tag = data.apiTag;
  const paths = new Map(data.allApiOperation.nodes.map(n => [n.slug, n.path]));
  return (
    <DocPage pathname={tag.path} title={tag.displayName} headings={[{ depth: 2, value: 'Operations', id: 'operations' }]} previous={pageContext.previous} next={pageContext.next}>
      <HtmlBlock html={tag.descriptionHtml} />
      <h2 id="operations">Operations</h2>
      <ScrollTable className="api-tag-operations">
        <TableHead columns={['Operation', 'Method and path']} />
        <tbody>
          {tag.operations.map(op => (
            <tr key={op.slug}>
              <td>
                <Link to={op.path}>{op.summary}</Link>
              </td>
              <td>
                <MethodBadge method={op.method} /> <code>{paths.get(op.slug)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </DocPage>
  );
}

export const query = graphql`
  query ApiTagPage($id: String!) {
    apiTag(id: { eq: $id }) {
      displayName
      path
      descriptionHtml
      operations {
        slug
        path
        summary
        method
      }
    }
    allApiOperation(filter: { tag: { id: { eq: $id } } }) {
      nodes {
        slug
        path
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  return <Seo title={`${data.apiTag.displayName} API`} description={`Pocket ID API operations for ${data.apiTag.displayName}.`} pathname={data.apiTag.path} />;
}
