import { identifierPieces, UNBROKEN_PIECE } from '../../../src/lib/identifierBreaks';
import { isIdentifierBreak } from '../../support/identifierBreaks';
import { rehypeCodeBreaks } from '../../../src/gatsby/mdx/rehypeCodeBreaks';

test('names break only after an underscore', () => {
  expect(identifierPieces('S3_DISABLE_DEFAULT_INTEGRITY_CHECKS')).toEqual(['S3_', 'DISABLE_', 'DEFAULT_', 'INTEGRITY_', 'CHECKS']);
  expect(identifierPieces('PORT')).toEqual(['PORT']);
  expect(identifierPieces('A_')).toEqual(['A_']);
});

test('URLs break after a path slash, never inside the scheme', () => {
  expect(identifierPieces('http://localhost:1411')).toEqual(['http://', 'localhost:1411']);
  expect(identifierPieces('https://id.example.com/api/oidc/callback?x=1&y=2')).toEqual([
    'https://',
    'id.example.com/',
    'api/',
    'oidc/',
    'callback?',
    'x=',
    '1&',
    'y=',
    '2',
  ]);
});

test('a break is allowed after the characters the pieces end with, not inside a word', () => {
  for (const piece of identifierPieces('https://a.example/b_c?d=e&f').slice(0, -1)) expect(isIdentifierBreak(piece.at(-1) as string)).toBe(true);
  expect(isIdentifierBreak('N')).toBe(false);
  expect(isIdentifierBreak('.')).toBe(false);
});

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const el = (tagName: string, children: Node[] = []): Node => ({ type: 'element', tagName, children });
/** A `<wbr>` as rehypeCodeBreaks makes it: a hast element with its (empty) properties. */
const wbr = (): Node => ({ ...el('wbr'), properties: {} });
const txt = (value: string): Node => ({ type: 'text', value });

test('inline code gets a <wbr> between its pieces; code blocks are left alone', () => {
  const inline = el('code', [txt('APP_URL')]);
  const block = el('pre', [el('code', [txt('APP_URL=x')])]);
  rehypeCodeBreaks()(el('root', [el('p', [inline]), block]) as never);
  expect(inline.children).toEqual([txt('APP_'), wbr(), txt('URL')]);
  expect(block.children![0].children).toEqual([txt('APP_URL=x')]);
});

test('in a URL, a piece with a hyphen stays on one line: the URL breaks after "/", never at the hyphen', () => {
  const url = el('code', [txt('https://pocket-id.example.com/user-settings')]);
  const name = el('code', [txt('network-online.target')]);
  rehypeCodeBreaks()(el('root', [el('p', [url, name])]) as never);
  const unbroken = (value: string) => ({ ...el('span', [txt(value)]), properties: { className: [UNBROKEN_PIECE] } });
  // The scheme stays with a hyphenated host: the origin is one piece.
  expect(url.children).toEqual([unbroken('https://pocket-id.example.com/'), wbr(), unbroken('user-settings')]);
  expect(name.children).toEqual([txt('network-online.target')]);
});
