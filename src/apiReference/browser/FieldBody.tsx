import React from 'react';
import type { SchemaNode } from '../core/types';
import { HtmlBlock } from './HtmlBlock';
import { ValueText } from './ValueText';
import { factsStyle, fieldBodyStyle } from './FieldBody.style';

/** Small print under a field: allowed values, default, example, serialisation. */
export function Facts({ children }: { children: React.ReactNode }) {
  return <div css={factsStyle}>{children}</div>;
}

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
    <div css={fieldBodyStyle}>
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
