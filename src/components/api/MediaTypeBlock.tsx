import React from 'react';
import type { ApiMediaType } from '../../openapi/types';
import { SchemaTree } from './SchemaTree';
import { CodeBlock } from '../mdx/CodeBlock';

/** One media type: its schema tree and an example (the spec's own, or generated). */
export function MediaTypeBlock({ media }: { media: ApiMediaType }) {
  return (
    <div className="media-type">
      <p className="media-type-name">
        <code>{media.mediaType}</code>
      </p>
      {media.schema && <SchemaTree root={media.schema} />}
      {media.example && (
        <CodeBlock data-title={media.exampleSource === 'generated' ? 'Example (generated from the schema)' : 'Example'}>
          {media.exampleHtml ? (
            <code className="hljs" dangerouslySetInnerHTML={{ __html: media.exampleHtml }} />
          ) : (
            <code className="hljs">{media.example}</code>
          )}
        </CodeBlock>
      )}
    </div>
  );
}
