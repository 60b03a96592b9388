import React from 'react';
import type { ApiResponse } from '../../openapi/types';
import { Tabs, TabItem } from '../mdx/Tabs';
import { CodeBlock } from '../mdx/CodeBlock';
import { languageForMediaType } from '../../openapi/highlight';

/** Tab label and panel of one response: its examples per media type, or why there is none. */
function ResponseExample({ response }: { response: ApiResponse }) {
  if (response.content.length === 0) return <p className="no-example">No response body.</p>;
  return (
    <>
      {response.content.map(media => {
        // The language class names the code's language in the block's bar.
        const codeClass = `hljs language-${languageForMediaType(media.mediaType)}`;
        return media.example ? (
          <CodeBlock key={media.mediaType} data-title={`${media.mediaType}${media.exampleSource === 'generated' ? ' (generated from the schema)' : ''}`}>
            {media.exampleHtml ? (
              <code className={codeClass} dangerouslySetInnerHTML={{ __html: media.exampleHtml }} />
            ) : (
              <code className={codeClass}>{media.example}</code>
            )}
          </CodeBlock>
        ) : (
          <p key={media.mediaType} className="no-example">
            <code>{media.mediaType}</code>: no example.
          </p>
        );
      })}
    </>
  );
}

/** Response examples with a status switcher (a tab per status; arrow keys move between them). */
export function ResponseExamples({ responses }: { responses: ApiResponse[] }) {
  if (responses.length === 0) return null;
  return (
    <section aria-labelledby="response-examples" className="response-examples">
      <h2 id="response-examples">Response examples</h2>
      <Tabs>
        {responses.map(response => (
          <TabItem key={response.status} value={response.status} label={response.status}>
            <ResponseExample response={response} />
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
