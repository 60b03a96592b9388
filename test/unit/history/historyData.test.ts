import fs from 'node:fs';
import path from 'node:path';
import { HistoryDataError, parseHistory } from '../../../src/history/core/historyData';

const FILE = 'content/history/pocket-id-history.yaml';
const good = `releases:
  - {version: 1.0.0, date: "2025-05-25", notes: https://example.com/v1.0.0, breaking: true}
  - {version: 2.13.0, date: "2026-07-01", notes: https://example.com/v2.13.0, breaking: false}
env:
  - {name: LOG_QUERY_ARGS, since: 2.13.0}
operation: []
clientSetting: []
appSetting: []
`;

test('the committed history file is valid and names every release from 1.0.0 to the documented one', () => {
  const data = parseHistory(fs.readFileSync(path.join(__dirname, '../../..', FILE), 'utf8'), FILE);
  expect(data.releases[0].version).toBe('1.0.0');
  expect(data.releases.at(-1)!.version).toBe('2.14.0');
  expect(data.env.find(v => v.name === 'LOG_QUERY_ARGS')).toEqual({ name: 'LOG_QUERY_ARGS', since: '2.13.0' });
});

test.each([
  ['an unknown release', good.replace('since: 2.13.0}', 'since: 2.12.9}'), 'env[0] (LOG_QUERY_ARGS): since "2.12.9" is not a listed release'],
  ['removed before since', good.replace('since: 2.13.0}', 'since: 2.13.0, removed: 1.0.0}'), 'env[0] (LOG_QUERY_ARGS): removed must come after since'],
  ['a bad date', good.replace('"2025-05-25"', '"May 2025"'), 'releases[0] (1.0.0): date must be YYYY-MM-DD'],
  ['an unknown key', good.replace('since: 2.13.0}', 'since: 2.13.0, sinse: 1}'), 'env[0] (LOG_QUERY_ARGS): unknown key "sinse"'],
  ['a missing list', good.replace('appSetting: []\n', ''), 'appSetting: expected a list'],
])('bad data fails naming the file and the entry: %s', (_, text, message) => {
  expect(() => parseHistory(text, FILE)).toThrow(HistoryDataError);
  expect(() => parseHistory(text, FILE)).toThrow(`${FILE}: ${message}`);
});
