import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { css } from '@emotion/react';
import { localStore } from '../../lib/storage';

export interface TabItemProps {
  value: string;
  label?: string;
  children: React.ReactNode;
}

/** Content of one tab; rendered by <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const EVENT = 'docs-tabs-change';
const storageKey = (groupId: string) => `docs-tabs.${groupId}`;

const style = css`
  margin: 0 0 1.25rem;
  [role='tablist'] { display: flex; flex-wrap: wrap; gap: 0.25rem; border-bottom: 1px solid var(--c-border); margin-bottom: 1rem; }
  [role='tab'] { font: inherit; background: none; border: 0; border-bottom: 3px solid transparent; padding: 0.5rem 0.9rem; color: var(--c-text-muted); cursor: pointer; margin-bottom: -1px; }
  [role='tab'][aria-selected='true'] { color: var(--c-link); border-bottom-color: var(--c-link); font-weight: 600; }
  [role='tab']:hover { background: var(--c-bg-soft); }
`;

/**
 * Tabs; those sharing a `groupId` switch together on the page and remember the choice
 * across pages (through the storage wrapper).
 */
export function Tabs({ groupId, children }: { groupId?: string; children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter((child): child is React.ReactElement<TabItemProps> =>
    React.isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const values = items.map(item => item.props.value);
  const [selected, setSelected] = useState(values[0]);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  useEffect(() => {
    if (!groupId) return undefined;
    const stored = localStore().get(storageKey(groupId));
    if (stored && values.includes(stored)) setSelected(stored);
    const onChange = (event: Event) => {
      const detail = (event as CustomEvent<{ groupId: string; value: string }>).detail;
      if (detail.groupId === groupId && values.includes(detail.value)) setSelected(detail.value);
    };
    window.addEventListener(EVENT, onChange);
    return () => window.removeEventListener(EVENT, onChange);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, values.join('|')]);

  const choose = useCallback(
    (value: string) => {
      setSelected(value);
      if (groupId) {
        localStore().set(storageKey(groupId), value);
        window.dispatchEvent(new CustomEvent(EVENT, { detail: { groupId, value } }));
      }
    },
    [groupId],
  );

  const onKeyDown = (event: React.KeyboardEvent, index: number) => {
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: values.length - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    const target = (keys[event.key] + values.length) % values.length;
    choose(values[target]);
    tabRefs.current[target]?.focus();
  };

  return (
    <div css={style} className="tabs">
      <div role="tablist" aria-orientation="horizontal">
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={el => (tabRefs.current[index] = el)}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => choose(item.props.value)}
              onKeyDown={event => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div key={item.props.value} role="tabpanel" id={`${baseId}-panel-${index}`} aria-labelledby={`${baseId}-tab-${index}`} hidden={item.props.value !== selected} tabIndex={0}>
          {item}
        </div>
      ))}
    </div>
  );
}
