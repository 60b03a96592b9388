/**
 * Where an identifier, path or URL set in inline code may wrap: after `_`, after a `/`
 * that does not start `//`, and after `?`, `&` and `=`. Elsewhere the browser never breaks
 * a token (inline code is `overflow-wrap: break-word`, so only a token longer than a whole
 * line is cut), and `ENCRYPTION_KEY_FILE` wraps as `ENCRYPTION_` / `KEY_FILE`, never as
 * `ENCRYP` / `TION_KEY_FILE`. Hyphens are break points of their own.
 */
const BREAK_AFTER = /(?<=[_?&=]|\/(?!\/))(?=.)/;

/**
 * The class of a URL's piece that holds a hyphen: the piece is kept on one line (global
 * styles), so a URL breaks after its `/`, never at the hyphen of `pocket-id.example.com`.
 */
export const UNBROKEN_PIECE = 'unbroken';

/** Whether inline code is a URL (a scheme and `//`): its hyphens are no break points. */
const isUrl = (text: string): boolean => /^[a-z][a-z0-9.+-]*:\/\//i.test(text);

/** The pieces between which a `<wbr>` goes. */
export const identifierPieces = (text: string): string[] => text.split(BREAK_AFTER);

/**
 * The pieces of a text set as inline code, each with whether it stays on one line (UNBROKEN_PIECE):
 * a URL's pieces that hold a hyphen. A hyphenated host keeps its scheme, so the whole origin
 * stays one piece (and "Your setup" still finds it in one stretch of text).
 */
export function codePieces(text: string): { text: string; unbroken: boolean }[] {
  const pieces = identifierPieces(text);
  if (!isUrl(text)) return pieces.map(piece => ({ text: piece, unbroken: false }));
  const [scheme, host, ...rest] = pieces;
  const joined = host !== undefined && host.includes('-') ? [scheme + host, ...rest] : pieces;
  return joined.map(piece => ({ text: piece, unbroken: piece.includes('-') }));
}
