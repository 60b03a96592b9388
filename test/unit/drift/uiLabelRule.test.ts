import { parseMdx } from '../../../src/drift/markdown';
import { quotedLabels } from '../../../src/drift/uiLabelRule';

/** Which bold spans count as quoted UI labels (the rule is documented in src/drift/uiLabelRule.ts). */
const labels = (text: string, kind: 'doc' | 'client-example' = 'doc') => quotedLabels(parseMdx(text), kind).map(l => l.label);

test('arrow paths count segment by segment', () => {
  expect(labels('Open **Settings → Admin → OIDC Clients**.')).toEqual(['Settings', 'Admin', 'OIDC Clients']);
});

test('a UI verb before or a UI noun after makes a label', () => {
  expect(labels('Click **Save**. Select **Add OIDC Client**, then turn on the **Public Client**.')).toEqual(['Save', 'Add OIDC Client', 'Public Client']);
  expect(labels('The **Allowed User Groups** section lists them; use the **Unrestrict** button.')).toEqual(['Allowed User Groups', 'Unrestrict']);
});

test('emphasis, lead-ins, icons, code and headings are not labels', () => {
  expect(labels('This is **important**. **Symptom:** it fails. Click the **×** button.')).toEqual([]);
  expect(labels('Click **`Save`**.\n\n## Click **Save**\n\n- **Callback rejected.** Try again.')).toEqual([]);
});

test("in client guides only spans tied to Pocket ID count, not the other app's UI", () => {
  const guide = [
    'In Immich, open **Administration → Settings** and enable **Login with OAuth**.',
    '',
    'Add the address under **Logout Callback URLs** on the Pocket ID client.',
    '',
    "Add it to the client's **Callback URLs**. The user links Pocket ID under **Account Settings**.",
    '',
    '- **"PKCE required" error.** Turn PKCE off on the Pocket ID client.',
  ].join('\n');
  expect(labels(guide, 'client-example')).toEqual(['Logout Callback URLs', 'Callback URLs']);
});

test('peers: a table column, list or enumeration of mostly known labels makes its odd one out a label', () => {
  const known = (label: string) => ['Time', 'Username', 'Actor', 'Save', 'Disable'].includes(label);
  const table = ['| Column | Meaning |', '| --- | --- |', '| **Time** | When. |', '| **Username** | Who. |', '| **Acting user** | By whom. |'].join('\n');
  expect(quotedLabels(parseMdx(table), 'doc', known).map(l => l.label)).toEqual(['Time', 'Username', 'Acting user']);
  const list = '- **Time**: when.\n- **Actor**: by whom.\n- **Place**: where.\n';
  expect(quotedLabels(parseMdx(list), 'doc', known).map(l => l.label)).toEqual(['Time', 'Actor', 'Place']);
  expect(quotedLabels(parseMdx('The section shows **Save**, **Sync now** and **Disable**.'), 'doc', known).map(l => l.label)).toEqual([
    'Save',
    'Sync now',
    'Disable',
  ]);
  // a list of concepts in bold is not a list of labels
  expect(quotedLabels(parseMdx('- **Internal addresses** are never looked up.\n- **Time** is local.\n- **Public addresses** are.\n'), 'doc', known)).toEqual(
    [],
  );
});
