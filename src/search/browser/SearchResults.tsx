/** The search dialog's listbox: results grouped by page, each a link with its excerpt. */
import React from 'react';
import { withPrefix } from 'gatsby';
import { excerpt } from '../core/engine';
import { TYPE_LABELS, SearchType } from '../core/types';
import type { Shown, View } from './useSearchResults';

function typeLabel(type: SearchType, method: string) {
  return type === 'api' && method ? `${TYPE_LABELS.api} ${method}` : TYPE_LABELS[type];
}

interface OptionProps {
  item: Shown;
  selected: boolean;
  onHover: () => void;
  onOpen: (item: Shown) => void;
}

function ResultOption({ item, selected, onHover, onOpen }: OptionProps) {
  const segments = excerpt(item.details.text, item.hit.terms, 170);
  return (
    <a
      id={item.optionId}
      href={withPrefix(item.details.url)}
      role="option"
      tabIndex={-1}
      aria-selected={selected}
      data-url={item.details.url}
      onMouseMove={() => !selected && onHover()}
      onClick={event => {
        // A plain click opens in place (the app's link handler navigates); modified clicks keep the link's own behaviour (new tab, window).
        if (event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) onOpen(item);
      }}
    >
      <span className="heading">{item.details.heading}</span>
      {item.details.path && item.details.heading !== item.details.path && <span className="path">{item.details.path}</span>}
      <span className="excerpt">
        {segments.map((segment, i) => (segment.mark ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>))}
      </span>
    </a>
  );
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
    <div className="results" id={id} role="listbox" aria-label="Search results">
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
