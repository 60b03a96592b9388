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
