import React from 'react';
import { css } from '@emotion/react';
import type { SchemaNode } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { ValueText } from './ValueText';

const factsStyle = css`
  font-size: var(--text-sm);
  color: var(--c-text-muted);
  > div {
    margin: 0.1rem 0;
  }
  /* In a list's last item, global.ts's prose rule would take the last bottom margin off: not in a field. */
  ul > li:last-child & > div:last-child {
    margin-bottom: 0.1rem;
  }
  ul > li:last-child & pre:last-child {
    margin-bottom: 0.3rem;
  }
  code {
    font-size: var(--text-xs);
    overflow-wrap: anywhere;
  }
  pre {
    margin: 0.3rem 0;
    padding: 0.5rem 0;
    font-size: var(--text-xs);
  }
  pre code {
    display: block;
    padding: 0 0.75rem;
  }
`;

/** Small print under a field: allowed values, default, example, serialisation. */
export function Facts({ children }: { children: React.ReactNode }) {
  return (
    <div className="facts" css={factsStyle}>
      {children}
    </div>
  );
}

const style = css`
  margin: 0.2rem 0 0;
  font-size: var(--text-base);
  .api-markdown > :last-child,
  ul > li:last-child & .api-markdown > :last-child {
    margin-bottom: 0.3rem;
  }
  p {
    margin: 0 0 0.3rem;
  }
`;

type FieldBodyFacts = Pick<SchemaNode, 'descriptionHtml' | 'enumValues' | 'constValue' | 'defaultValue' | 'example'>;

function factsOf(node: FieldBodyFacts): React.ReactNode[] {
  const facts: React.ReactNode[] = [];
  if (node.enumValues)
    facts.push(
      <>
        Allowed:{' '}
        {node.enumValues.map((v, i) => (
          <React.Fragment key={v}>
            {i > 0 && ', '}
            <code>{v}</code>
          </React.Fragment>
        ))}
      </>,
    );
  const values: [string, string | null][] = [
    ['Always', node.constValue],
    ['Default', node.defaultValue],
    ['Example', node.example],
  ];
  for (const [label, value] of values)
    if (value)
      facts.push(
        <>
          {`${label} `}
          <ValueText text={value} />
        </>,
      );
  return facts;
}

/** Description, allowed values, default and example, under the row. */
export function FieldBody({ node }: { node: FieldBodyFacts }) {
  const facts = factsOf(node);
  if (!facts.length && !node.descriptionHtml) return null;
  return (
    <div className="field-body" css={style}>
      <HtmlBlock html={node.descriptionHtml} />
      {facts.length > 0 && (
        <Facts>
          {facts.map((fact, index) => (
            <div key={index}>{fact}</div>
          ))}
        </Facts>
      )}
    </div>
  );
}
