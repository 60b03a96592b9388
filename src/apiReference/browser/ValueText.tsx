import React from 'react';

/**
 * JSON text of an object or array, pretty-printed; anything else (scalars, plain strings) as given.
 * @internal Exported for its tests; production uses it in this file only.
 */
export function prettyValue(text: string): { block: boolean; text: string } {
  const trimmed = text.trim();
  if (!/^[[{]/.test(trimmed)) return { block: false, text };
  try {
    const value = JSON.parse(trimmed);
    if (value === null || typeof value !== 'object') return { block: false, text };
    const pretty = JSON.stringify(value, null, 2);
    // Only `{}` and `[]` stay inline: every other object or array gets an indented block.
    return pretty.includes('\n') ? { block: true, text: pretty } : { block: false, text: pretty };
  } catch {
    return { block: false, text };
  }
}

/** A default, example or constant value: scalars inline, objects and arrays as an indented block. */
export function ValueText({ text }: { text: string }) {
  const value = prettyValue(text);
  if (!value.block) return <code>{value.text}</code>;
  return (
    <pre tabIndex={0} role="group" aria-label="JSON value">
      <code>{value.text}</code>
    </pre>
  );
}
