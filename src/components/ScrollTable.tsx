import React from 'react';

/**
 * A <table>. Tables scroll sideways when too wide (global `table { overflow-x: auto }`);
 * the island they sit in makes an overflowing one a Tab stop (client/enhance/tables).
 */
export function ScrollTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return <table {...props} />;
}
