import React from 'react';
import type { SchemaNode } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { ValueText } from './ValueText';

/** Description, allowed values, default and example, under the row. */
export function FieldBody({ node }: { node: Pick<SchemaNode, 'descriptionHtml' | 'enumValues' | 'constValue' | 'defaultValue' | 'example'> }) {
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
  if (node.constValue)
    facts.push(
      <>
        Always <ValueText text={node.constValue} />
      </>,
    );
  if (node.defaultValue)
    facts.push(
      <>
        Default <ValueText text={node.defaultValue} />
      </>,
    );
  if (node.example)
    facts.push(
      <>
        Example <ValueText text={node.example} />
      </>,
    );
  if (!facts.length && !node.descriptionHtml) return null;
  return (
    <div className="field-body">
      <HtmlBlock html={node.descriptionHtml} />
      {facts.length > 0 && (
        <div className="facts">
          {facts.map((fact, index) => (
            <div key={index}>{fact}</div>
          ))}
        </div>
      )}
    </div>
  );
}
