/**
 * Where the reader may see a line of inline code end: the break points src/lib/identifierBreaks.ts
 * makes, plus hyphens and ordinary word separators (test/e2e/readerDefects.test.ts reads the lines).
 */

/** The characters a line in inline code may end with: those above, hyphens, and ordinary word separators. */
export const BREAKS_AFTER = /[_?&=/\s,;:-]/;

/** True when a line may end after `before` (the character just before the break). */
export const isIdentifierBreak = (before: string): boolean => BREAKS_AFTER.test(before);
