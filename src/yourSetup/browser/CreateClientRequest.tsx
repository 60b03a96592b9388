import React from 'react';
import { CodeBlock } from '../../components/mdx/CodeBlock';
import { highlightHtml, splitHtmlLines } from '../../lib/highlight';
import { createClientCurl, type ClientRequestFacts } from '../../clientGuides/core/createClientRequest';

/**
 * The guide's OIDC client as one cURL request (content/partials/pocket-id-client-setup.mdx
 * says what it does); its hosts are marked like every example's, so it shows the reader's
 * addresses once entered under "Your setup".
 */
export function CreateClientRequest({ facts }: { facts: ClientRequestFacts }) {
  return (
    <CodeBlock title="Create the client" language="bash" codeHtml={splitHtmlLines(highlightHtml(createClientCurl(facts), 'bash'))}>
      <code className="hljs language-bash" />
    </CodeBlock>
  );
}
