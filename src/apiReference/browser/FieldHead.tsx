import React from 'react';
import type { SchemaNode } from '../core/types';
import { flagStyle, fieldHeadStyle } from './FieldHead.style';

/** A field's marker ("required", "nullable", "Not expanded further"): red when it binds the caller. */
export function Flag({ tone, children }: { tone: 'required' | 'muted'; children: React.ReactNode }) {
  return (
    <span className={tone} css={flagStyle}>
      {children}
    </span>
  );
}

/** What a field row shows: a schema property has every flag, a parameter or a header some. */
export type FieldFacts = Pick<SchemaNode, 'typeLabel' | 'required'> & { name: string | null } & Partial<
    Pick<SchemaNode, 'nullable' | 'readOnly' | 'writeOnly' | 'deprecated' | 'constraints'>
  >;

/** One field (a schema property, parameter or header): name, type, flags and constraints on one row. */
export function FieldHead({ field }: { field: FieldFacts }) {
  return (
    <div css={fieldHeadStyle}>
      {field.name !== null && <code className="name">{field.name}</code>}
      <span className="type">{field.typeLabel}</span>
      {field.required && <Flag tone="required">required</Flag>}
      {field.nullable && <Flag tone="muted">nullable</Flag>}
      {field.readOnly && <Flag tone="muted">read-only</Flag>}
      {field.writeOnly && <Flag tone="muted">write-only</Flag>}
      {field.deprecated && <Flag tone="required">deprecated</Flag>}
      {field.constraints?.map(constraint => (
        <span key={constraint} className="constraint">
          {constraint}
        </span>
      ))}
    </div>
  );
}
