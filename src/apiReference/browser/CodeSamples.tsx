import React from 'react';
import type { ApiCodeSample } from '../core/types';
import { Tabs, TabItem } from '../../components/mdx/Tabs';
import { CodeBlock } from '../../components/mdx/CodeBlock';
import { codeSamplesStyle } from './CodeSamples.style';

/** curl / JavaScript / Python / Go samples in tabs whose choice persists across pages. */
export function CodeSamples({ samples }: { samples: ApiCodeSample[] }) {
  if (samples.length === 0) return null;
  return (
    <section aria-labelledby="code-samples" className="code-samples" css={codeSamplesStyle}>
      <h2 id="code-samples">Code samples</h2>
      <Tabs groupId="api-code-language">
        {samples.map(sample => (
          <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
            <CodeBlock language={sample.highlightLanguage}>
              <code className={`hljs language-${sample.highlightLanguage}`} dangerouslySetInnerHTML={{ __html: sample.html }} />
            </CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
