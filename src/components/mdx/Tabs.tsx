import React, { useId } from 'react';
import { TAB_GROUP, TAB_LABEL, TAB_SET, TAB_VALUE } from './Tabs.attributes';
import { tabsStyle } from './Tabs.style';

interface TabItemProps {
  value: string;
  label?: string;
  children: React.ReactNode;
}

/** Content of one tab; rendered by <Tabs>. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

/**
 * Tabs, rendered with the first tab selected; their behaviour (Tabs.behaviour.ts) makes
 * them switch. Tab sets sharing a `groupId` switch together on the page and remember the
 * choice across pages. The `compact` variant (its look in tabsStyle) suits short code labels: the API's HTTP statuses.
 */
export function Tabs({ groupId, variant, children }: { groupId?: string; variant?: 'compact'; children: React.ReactNode }) {
  const items = React.Children.toArray(children).filter(
    (child): child is React.ReactElement<TabItemProps> => React.isValidElement(child) && typeof (child.props as TabItemProps).value === 'string',
  );
  const baseId = useId().replace(/:/g, '');
  return (
    <div css={tabsStyle} className={TAB_SET} data-variant={variant} {...{ [TAB_GROUP]: groupId }}>
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
          {...{ [TAB_LABEL]: item.props.label ?? item.props.value }}
          hidden={index !== 0}
          tabIndex={0}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
