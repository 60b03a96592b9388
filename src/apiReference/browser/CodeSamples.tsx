import React from 'react';
import type { ApiCodeSample } from '../core/types';
import { Tabs, TabItem } from '../../components/mdx/Tabs';
import { CodeBlock } from '../../components/mdx/CodeBlock';
import { codeSamplesStyle } from './CodeSamples.style';
import { SampleBodyToggle } from './SampleBodyToggle';
import { CODE_SAMPLES, SAMPLE_BODY } from './SampleBodyToggle.attributes';

function SampleCode({ language, html }: { language: string; html: string }) {
  return (
    <CodeBlock language={language}>
      <code className={`hljs language-${language}`} dangerouslySetInnerHTML={{ __html: html }} />
    </CodeBlock>
  );
}

/**
 * curl / JavaScript / Python / Go samples in tabs whose choice persists across pages. Where the
 * samples send a short body, each tab holds both codes and "Full body" shows the whole example.
 */
export function CodeSamples({ samples }: { samples: ApiCodeSample[] }) {
  if (samples.length === 0) return null;
  const shortened = samples.some(sample => sample.full);
  return (
    <section aria-labelledby="code-samples" className={CODE_SAMPLES} css={codeSamplesStyle}>
      <div className="samples-head">
        <h2 id="code-samples">Code samples</h2>
        {shortened && <SampleBodyToggle />}
      </div>
      <Tabs groupId="api-code-language">
        {samples.map(sample => (
          <TabItem key={sample.lang} value={sample.lang} label={sample.label}>
            {sample.full ? (
              <>
                <div {...{ [SAMPLE_BODY]: 'short' }}>
                  <SampleCode language={sample.highlightLanguage} html={sample.html} />
                </div>
                <div {...{ [SAMPLE_BODY]: 'full' }} hidden>
                  <SampleCode language={sample.highlightLanguage} html={sample.full.html} />
                </div>
              </>
            ) : (
              <SampleCode language={sample.highlightLanguage} html={sample.html} />
            )}
          </TabItem>
        ))}
      </Tabs>
    </section>
  );
}
