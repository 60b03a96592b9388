import React, { useLayoutEffect, useRef } from 'react';

/**
 * A <table>; tables scroll sideways when too wide (global `table { overflow-x: auto }`).
 * While one does, it is a Tab stop (tabindex="0") so keyboard users can scroll it
 * (WCAG 2.1.1, axe `scrollable-region-focusable`); when it fits, it is not.
 */
export function ScrollTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => {
      if (table.scrollWidth > table.clientWidth + 1) table.setAttribute('tabindex', '0');
      else table.removeAttribute('tabindex');
    };
    update();
    if (typeof ResizeObserver === 'undefined') return undefined;
    // The table's own box follows the viewport; its sections follow the content (rows filtered).
    const observer = new ResizeObserver(update);
    for (const part of [table, ...Array.from(table.children)]) observer.observe(part);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} />;
}
