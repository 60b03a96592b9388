import React from 'react';

/** A Markdown table's header cell: Markdown tables have header cells only in their first row, so each heads a column. */
export function ColumnHeader(props: React.ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="col" {...props} />;
}
