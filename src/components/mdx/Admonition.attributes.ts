/**
 * Class of a callout box (Admonition.tsx), beside its kind's class (`admonition-note`, …):
 * a block that may render lazily (src/lib/lazyBlocks.ts).
 */
export const ADMONITION = 'admonition';
