import React, { useId } from 'react';
import { css } from '@emotion/react';
import { TAB_SET, TAB_VALUE } from './Tabs.attributes';
import { TAB_GROUP } from './Tabs.memory';

interface TabItemProps {
  value: string;
  label?: string;
  children: React.ReactNode;
}

/** Content of one tab; rendered by <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

const style = css`
  margin: 0 0 1.25rem;
  /* The panels' margins stay inside the set, as they must once it renders lazily (src/lib/lazyBlocks.ts). */
  display: flow-root;
  [role='tabpanel'] > :last-child {
    margin-bottom: 0;
  }
  [role='tablist'] {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    border-bottom: 1px solid var(--c-border);
    margin-bottom: 1rem;
  }
  [role='tab'] {
    font: inherit;
    background: none;
    border: 0;
    border-bottom: 3px solid transparent;
    padding: 0.5rem 0.9rem;
    color: var(--c-text-muted);
    cursor: pointer;
    margin-bottom: -1px;
  }
  [role='tab'][aria-selected='true'] {
    color: var(--c-link);
    border-bottom-color: var(--c-link);
    font-weight: 600;
  }
  [role='tab']:hover {
    background: var(--c-bg-soft);
  }
`;

/**
 * Tabs, rendered with the first tab selected; their behaviour (Tabs.behaviour.ts) makes
 * them switch. Tab sets sharing a `groupId` switch together on the page and remember the
 * choice across pages.
 */
export function Tabs({ groupId, children }: { groupId?: string; children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const baseId = useId().replace(/:/g, '');
  return (
    <div css={style} className={TAB_SET} {...{ [TAB_GROUP]: groupId }}>
      <div role="tablist" aria-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.props.value}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            {...{ [TAB_VALUE]: item.props.value }}
            aria-selected={index === 0}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === 0 ? 0 : -1}
          >
            {item.props.label ?? item.props.value}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== 0}
          tabIndex={0}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
