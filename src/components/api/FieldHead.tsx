import React from 'react';
import type { SchemaNode } from '../../openapi/types';

/** Name, type, required marker, other flags and constraints: one row. */
export function FieldHead({ node }: { node: SchemaNode }) {
  return (
    <div className="field-head">
      {node.name !== null && <code className="name">{node.name}</code>}
      <span className="type">{node.typeLabel}</span>
      {node.required && <span className="flag required">required</span>}
      {node.nullable && <span className="flag muted">nullable</span>}
      {node.readOnly && <span className="flag muted">read-only</span>}
      {node.writeOnly && <span className="flag muted">write-only</span>}
      {node.deprecated && <span className="flag required">deprecated</span>}
      {node.constraints.map(constraint => (
        <span key={constraint} className="constraint">
          {constraint}
        </span>
      ))}
    </div>
  );
}
