/** The markup copy buttons share with their behaviour (CopyButton.tsx, CopyButton.behaviour.ts). */

/** On a copy button. */
export const COPY_BUTTON = 'data-copy';
/** On a copy button: its accessible name at rest; on the visible word inside it: where the status goes. */
export const COPY_LABEL = 'data-copy-label';
/** Wraps a copy button and the element whose text it copies (CodeBlock.tsx, VariableName.tsx). */
export const COPY_SCOPE = 'data-copy-scope';
/** The element whose text is copied. */
export const COPY_SOURCE = 'data-copy-source';
