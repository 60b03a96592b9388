import { rehypeVariableAnchors } from '../../../src/gatsby/mdx/rehypeVariableAnchors';
import { variableCountText, variableRowMatches } from '../../../src/components/mdx/variableMatch';

type Node = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: Node[] };
const el = (tagName: string, children: Node[] = [], properties: Record<string, unknown> = {}): Node => ({ type: 'element', tagName, properties, children });
const txt = (value: string): Node => ({ type: 'text', value });
const table = (header: string[], rows: Node[][]) =>
  el('table', [
    el('thead', [
      el(
        'tr',
        header.map(h => el('th', [txt(h)])),
      ),
    ]),
    el(
      'tbody',
      rows.map(cells =>
        el(
          'tr',
          cells.map(c => el('td', [c])),
        ),
      ),
    ),
  ]);

test('rows of a "Variable | Default" table get an anchor named after the variable', () => {
  const tree = el('root', [
    table(['Variable', 'File variant'], [[el('code', [txt('ENCRYPTION_KEY')]), txt('x')]]),
    table(
      ['Variable', 'Default', 'Description'],
      [
        [el('code', [txt('ENCRYPTION_KEY')]), txt('unset'), txt('Key')],
        [el('code', [txt('APP_URL')]), txt('http://localhost:1411'), txt('URL')],
        [txt('Not a variable'), txt(''), txt('')],
        [el('code', [txt('APP_URL')]), txt(''), txt('Second mention')],
      ],
    ),
  ]);
  rehypeVariableAnchors()(tree as never);
  const [other, vars] = tree.children!;
  expect(other.properties).toEqual({});
  expect(vars.properties).toEqual({ dataVariableTable: '' });
  const rows = vars.children![1].children!;
  expect(rows.map(r => r.properties?.id)).toEqual(['ENCRYPTION_KEY', 'APP_URL', undefined, undefined]);
  // The name becomes the VariableName component (anchor link and copy button).
  expect(rows[0].children![0].children).toEqual([
    { type: 'mdxJsxTextElement', name: 'VariableName', attributes: [{ type: 'mdxJsxAttribute', name: 'name', value: 'ENCRYPTION_KEY' }], children: [] },
  ]);
  // The first row naming a variable owns its id; a later one stays plain.
  expect(rows[3].children![0].children![0].tagName).toBe('code');
});

test('the filter matches every word, ignoring case and underscores', () => {
  expect(variableRowMatches('SMTP_HOST unset Host name of the mail server', 'smtp host')).toBe(true);
  expect(variableRowMatches('SMTP_HOST unset Host name of the mail server', 'smtphost')).toBe(true);
  expect(variableRowMatches('SMTP_HOST unset Host name of the mail server', 'smtp port')).toBe(false);
  expect(variableRowMatches('anything', '  ')).toBe(true);
});

test('the count line names the query, and is empty without one', () => {
  expect(variableCountText(0, '')).toBe('');
  expect(variableCountText(0, 'xyz ')).toBe('No variable matches “xyz”.');
  expect(variableCountText(1, 'smtp')).toBe('1 variable matches “smtp”.');
  expect(variableCountText(12, 'smtp')).toBe('12 variables match “smtp”.');
  // The error-message index counts its entries.
  expect(variableCountText(0, 'xyz', 'messages')).toBe('No message matches “xyz”.');
  expect(variableCountText(1, 'redirect', 'messages')).toBe('1 message matches “redirect”.');
  expect(variableCountText(4, 'redirect', 'messages')).toBe('4 messages match “redirect”.');
});
