import React from 'react';
import { css } from '@emotion/react';
import type { SchemaNode } from '../../openapi/types';

const flagStyle = css`
  font-size: var(--text-xs);
  font-weight: 600;
  &.required {
    color: var(--c-danger);
  }
  &.muted {
    color: var(--c-text-muted);
    font-weight: 500;
  }
`;

/** A field's marker ("required", "nullable", "Not expanded further"): red when it binds the caller. */
export function Flag({ tone, children }: { tone: 'required' | 'muted'; children: React.ReactNode }) {
  return (
    <span className={`flag ${tone}`} css={flagStyle}>
      {children}
    </span>
  );
}

const style = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.2rem 0.55rem;
  line-height: 1.5;
  .name {
    font-family: var(--font-mono);
    font-weight: 700;
    font-size: var(--text-base);
    color: var(--c-text);
    background: none;
    border: 0;
    padding: 0;
    overflow-wrap: anywhere;
  }
  .type {
    font-family: var(--font-mono);
    font-size: var(--text-sm);
    color: var(--c-tok-attr);
    overflow-wrap: anywhere;
  }
  .constraint {
    font-family: var(--font-mono);
    font-size: var(--text-xs);
    color: var(--c-text-muted);
    background: var(--c-bg-soft);
    border: 1px solid var(--c-border);
    border-radius: 0.25rem;
    padding: 0 0.3rem;
    overflow-wrap: anywhere;
  }
`;

/** What a field row shows: a schema property has every flag, a parameter or a header some. */
export type FieldFacts = Pick<SchemaNode, 'typeLabel' | 'required'> & { name: string | null } & Partial<
    Pick<SchemaNode, 'nullable' | 'readOnly' | 'writeOnly' | 'deprecated' | 'constraints'>
  >;

/** One field (a schema property, parameter or header): name, type, flags and constraints on one row. */
export function FieldHead({ field }: { field: FieldFacts }) {
  return (
    <div className="field-head" css={style}>
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
