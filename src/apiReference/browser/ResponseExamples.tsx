import React from 'react';
import type { ApiResponse } from '../core/types';
import { Tabs, TabItem } from '../../components/mdx/Tabs';
import { CodeBlock } from '../../components/mdx/CodeBlock';
import { languageForMediaType } from '../core/highlight';
import { mediaTypeNames } from '../core/mediaTypeNames';
import { MediaTypeNames } from './MediaTypeNames';
import { responseExamplesStyle } from './ResponseExamples.style';

/** What a response's examples are, to notice a status whose body is another's (Kubernetes' 200 and 201). */
const examplesKey = (response: ApiResponse) => JSON.stringify(response.content.map(media => [mediaTypeNames(media), media.example]));

/** Tab label and panel of one response: its examples per media type, or why there is none. */
function ResponseExample({ response, sameAs }: { response: ApiResponse; sameAs: string | null }) {
  if (response.content.length === 0) return <p className="no-example">No response body.</p>;
  if (sameAs) return <p className="no-example">The same example as {sameAs}.</p>;
  return (
    <>
      {response.content.map(media => {
        // The language class names the code's language in the block's bar.
        const codeClass = `hljs language-${languageForMediaType(media.mediaType)}`;
        return media.example ? (
          <CodeBlock
            key={media.mediaType}
            title={`${mediaTypeNames(media).join(', ')}${media.exampleSource === 'generated' ? ' (generated from the schema)' : ''}`}
          >
            {media.exampleHtml ? (
              <code className={codeClass} dangerouslySetInnerHTML={{ __html: media.exampleHtml }} />
            ) : (
              <code className={codeClass}>{media.example}</code>
            )}
          </CodeBlock>
        ) : (
          <p key={media.mediaType} className="no-example">
            <MediaTypeNames media={media} />: no example.
          </p>
        );
      })}
    </>
  );
}

/** Response examples with a status switcher (a tab per status; arrow keys move between them). */
export function ResponseExamples({ responses }: { responses: ApiResponse[] }) {
  if (responses.length === 0) return null;
  const firstWith = new Map<string, string>();
  return (
    <section aria-labelledby="response-examples" className="response-examples" css={responseExamplesStyle}>
      <h2 id="response-examples">Response examples</h2>
      <Tabs variant="compact">
        {responses.map(response => {
          const key = examplesKey(response);
          const sameAs = response.content.some(media => media.example) ? (firstWith.get(key) ?? null) : null;
          if (!firstWith.has(key)) firstWith.set(key, response.status);
          return (
            <TabItem key={response.status} value={response.status} label={response.status}>
              <ResponseExample response={response} sameAs={sameAs} />
            </TabItem>
          );
        })}
      </Tabs>
    </section>
  );
}
