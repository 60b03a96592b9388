/** The search dialog's listbox: results grouped by page, each a link with its excerpt. */
import React from 'react';
import { css } from '@emotion/react';
import { TYPE_LABELS, SearchType } from '../core/types';
import type { Shown, View } from './useSearchResults';
import { ResultOption } from './ResultOption';

const style = css`
  overflow-y: auto;
  padding: 0.25rem 0.5rem 0.75rem;
  .group-label {
    font-size: var(--text-xs);
    font-weight: 700;
    color: var(--c-text-muted);
    padding: 0.6rem 0.5rem 0.25rem;
    display: flex;
    gap: 0.5rem;
    align-items: baseline;
  }
  .type {
    font-weight: 600;
    font-size: var(--text-2xs);
    text-transform: uppercase;
    letter-spacing: 0.04em;
    border: 1px solid currentColor;
    border-radius: 0.25rem;
    padding: 0 0.3rem;
  }
  .type[data-method='GET'] {
    color: var(--c-get);
  }
  .type[data-method='POST'] {
    color: var(--c-post);
  }
  .type[data-method='PUT'] {
    color: var(--c-put);
  }
  .type[data-method='PATCH'] {
    color: var(--c-patch);
  }
  .type[data-method='DELETE'] {
    color: var(--c-delete);
  }
`;

function typeLabel(type: SearchType, method: string) {
  return type === 'api' && method ? `${TYPE_LABELS.api} ${method}` : TYPE_LABELS[type];
}

interface ResultsProps {
  id: string;
  /** Prefix of the group label ids. */
  baseId: string;
  view: View;
  options: Shown[];
  active: number;
  setActive: (index: number) => void;
  onOpen: (item: Shown) => void;
}

export function SearchResults({ id, baseId, view, options, active, setActive, onOpen }: ResultsProps) {
  return (
    <div css={style} className="results" id={id} role="listbox" aria-label="Search results">
      {view.groups.map(({ group, shown }, g) => (
        <div key={group.route} role="group" aria-labelledby={`${baseId}-group-${g}`}>
          <div className="group-label" id={`${baseId}-group-${g}`}>
            <span>{group.pageTitle}</span>
            <span className="type" data-method={group.method || undefined}>
              {typeLabel(group.type, group.method)}
            </span>
          </div>
          {shown.map(item => {
            const index = options.indexOf(item);
            return <ResultOption key={item.optionId} item={item} selected={index === active} onHover={() => setActive(index)} onOpen={onOpen} />;
          })}
        </div>
      ))}
    </div>
  );
}
