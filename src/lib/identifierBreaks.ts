/**
 * Where an identifier, path or URL set in inline code may wrap: after `_`, after a `/`
 * that does not start `//`, and after `?`, `&` and `=`. Elsewhere the browser never breaks
 * a token (inline code is `overflow-wrap: break-word`, so only a token longer than a whole
 * line is cut), and `ENCRYPTION_KEY_FILE` wraps as `ENCRYPTION_` / `KEY_FILE`, never as
 * `ENCRYP` / `TION_KEY_FILE`. Hyphens are break points of their own.
 */
const BREAK_AFTER = /(?<=[_?&=]|\/(?!\/))(?=.)/;

/** The pieces between which a `<wbr>` goes. */
export const identifierPieces = (text: string): string[] => text.split(BREAK_AFTER);
