import fs from 'node:fs';
import path from 'node:path';
import { loadGoFiles } from '../../../src/drift/goSource';
import { indexGo } from '../../../src/drift/goDeclarations';
import { parseMdx } from '../../../src/drift/markdown';
import { readClientSettingsPage } from '../../../src/drift/clientSettingsPage';
import { checkClientSettings } from '../../../src/drift/checkClientSettings';
import { readUiMessages } from '../../../src/drift/uiMessages';

/** The settings page contract: Field (bold en.json label), API field (`json` name or —), Effect. */
const pocketId = path.join(__dirname, '../../fixtures/drift/pocket-id');

async function check(table: string) {
  const index = indexGo(await loadGoFiles(pocketId));
  const messages = readUiMessages(fs.readFileSync(path.join(pocketId, 'frontend/messages/en.json'), 'utf8'));
  const page = readClientSettingsPage(parseMdx(`# Settings\n\n| Field | API field | Effect |\n| --- | --- | --- |\n${table}\n`));
  return checkClientSettings({ page, pageFile: 'page.mdx', index, messages, messagesFile: 'en.json' }).map(d => `${d.site.line} ${d.message}`);
}

const ALL_FIELDS = [
  '| **Name** | `name` | x |',
  '| **Client ID** | `id` | x |',
  '| **Callback URLs** | `callbackURLs` | x |',
  '| **Public Client** | `isPublic` | x |',
];

test('every DTO field listed, labels from en.json, — for UI-only rows: no difference', async () => {
  expect(await check([...ALL_FIELDS, '| **Save** | — | x |'].join('\n'))).toEqual([]);
});

test('a label not in en.json, a Field cell without bold and an API cell that is neither code nor — are reported', async () => {
  expect(await check([...ALL_FIELDS, '| **Save changes** | — | x |', '| Save | — | x |', '| **Save** | n/a | x |'].join('\n'))).toEqual([
    '9 "Save changes" is not a UI label of Pocket ID',
    '10 the Field cell has no bold UI label',
    '11 the API field cell "n/a" is neither a field name in backticks nor —',
  ]);
});
