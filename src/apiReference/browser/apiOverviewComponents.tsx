import React from 'react';
import { HtmlBlock, InlineCode } from './HtmlBlock';
import { POCKET_ID_URL } from '../../lib/pocketIdUrl';
import { plural } from '../../lib/plural';
import { ApiTagCards } from './ApiTagCards';
import type { ApiOverviewFacts } from './apiOverviewFacts';
import { EXAMPLE_LITERAL } from '../../yourSetup/core/yourSetupNames';

/**
 * The API overview's data components: what content/pages/api-overview.mdx shows of the
 * OpenAPI document (counts, version, tag cards, security schemes, servers). The prose is
 * the MDX file's; these only give it the spec's facts.
 */
export function apiOverviewComponents({ tags, info, operationCount, tagCount }: ApiOverviewFacts) {
  return {
    // The placeholder named as such: marked literal, so "Your setup" leaves it (src/yourSetup/core/exampleHostMarks.ts).
    SampleBaseUrl: () => <code {...{ [EXAMPLE_LITERAL]: '' }}>{POCKET_ID_URL}</code>,
    OperationCount: () => <>{plural(operationCount, 'operation', 'operations')}</>,
    TagCount: () => <>{plural(tagCount, 'group', 'groups')}</>,
    ApiVersion: () =>
      info ? (
        <p className="api-version">
          API version <strong>{info.version}</strong> · OpenAPI {info.openapiVersion}
          {info.license && <> · License {info.license.url ? <a href={info.license.url}>{info.license.name}</a> : info.license.name}</>}
        </p>
      ) : null,
    TagCards: () => <ApiTagCards tags={tags} />,
    SecuritySchemes: () =>
      info && info.securitySchemes.length > 0 ? (
        <dl className="api-schemes">
          {info.securitySchemes.map(scheme => (
            <React.Fragment key={scheme.key}>
              <dt>
                <strong>{scheme.label}</strong> (<code>{scheme.key}</code>)
              </dt>
              <dd>
                <p>
                  <InlineCode text={scheme.summary} />
                </p>
                <HtmlBlock html={scheme.descriptionHtml} />
              </dd>
            </React.Fragment>
          ))}
        </dl>
      ) : (
        <p>The OpenAPI document declares no authentication schemes.</p>
      ),
    Servers: () =>
      info && info.servers.length > 0 ? (
        <ul>
          {info.servers.map(server => (
            <li key={server.url}>
              <code>{server.url}</code>
              <HtmlBlock html={server.descriptionHtml} />
            </li>
          ))}
        </ul>
      ) : null,
  };
}
