import React from 'react';
import { graphql, HeadProps, Link, PageProps } from 'gatsby';
import { DocPage } from '../components/DocPage';
import { Seo } from '../components/Seo';
import { HtmlBlock } from '../components/api/HtmlBlock';
import type { ApiSecurityScheme, ApiServer } from '../openapi/types';

interface Data {
  apiInfo: {
    title: string;
    version: string;
    openapiVersion: string;
    descriptionHtml: string | null;
    servers: ApiServer[];
    securitySchemes: ApiSecurityScheme[];
    license: { name: string; url: string | null } | null;
    specFile: string;
    path: string;
  };
  allApiTag: { nodes: { displayName: string; path: string; operations: { slug: string }[] }[] };
}

const HEADINGS = [
  { depth: 2, value: 'Overview', id: 'overview' },
  { depth: 2, value: 'Servers', id: 'servers' },
  { depth: 2, value: 'Authentication schemes', id: 'authentication-schemes' },
  { depth: 2, value: 'Tags', id: 'tags' },
];

/** The API's title, version, description, servers and authentication schemes. */
export default function ApiInfoTemplate({ data }: PageProps<Data>) {
  const info = data.apiInfo;
  return (
    <DocPage pathname={info.path} title={info.title} headings={HEADINGS} sourcePath={info.specFile}>
      <p>
        Version <strong>{info.version}</strong> · OpenAPI {info.openapiVersion}
        {info.license && (
          <>
            {' '}
            · License {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}
          </>
        )}
      </p>
      <h2 id="overview">Overview</h2>
      <HtmlBlock html={info.descriptionHtml} />
      <h2 id="servers">Servers</h2>
      <ul>
        {info.servers.map(server => (
          <li key={server.url}>
            <code>{server.url}</code>
            <HtmlBlock html={server.descriptionHtml} />
          </li>
        ))}
      </ul>
      <h2 id="authentication-schemes">Authentication schemes</h2>
      <dl>
        {info.securitySchemes.map(scheme => (
          <React.Fragment key={scheme.key}>
            <dt>
              <strong>{scheme.label}</strong> (<code>{scheme.key}</code>)
            </dt>
            <dd>
              <p>{scheme.summary}</p>
              <HtmlBlock html={scheme.descriptionHtml} />
            </dd>
          </React.Fragment>
        ))}
      </dl>
      <h2 id="tags">Tags</h2>
      <ul>
        {data.allApiTag.nodes.map(tag => (
          <li key={tag.path}>
            <Link to={tag.path}>{tag.displayName}</Link> ({tag.operations.length} operations)
          </li>
        ))}
      </ul>
    </DocPage>
  );
}

export const query = graphql`
  query ApiInfoPage($id: String!) {
    apiInfo(id: { eq: $id }) {
      title
      version
      openapiVersion
      descriptionHtml
      servers
      securitySchemes
      license
      specFile
      path
    }
    allApiTag(sort: { order: ASC }) {
      nodes {
        displayName
        path
        operations {
          slug
        }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Data>) {
  return <Seo title={`${data.apiInfo.title} ${data.apiInfo.version}`} description="Servers, authentication schemes and tags of the Pocket ID HTTP API." pathname={data.apiInfo.path} />;
}
