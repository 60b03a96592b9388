import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadGoFiles } from '../../../src/drift/goSource';
import { indexGo } from '../../../src/drift/goDeclarations';
import { sourceEnvVars } from '../../../src/drift/envSource';
import { readConverter } from '../../../src/drift/envDerived';
import { sourceRoutes } from '../../../src/drift/goRoutes';
import { describeAccess } from '../../../src/drift/checkApiRoutes';
import { runDrift } from '../../../src/drift/runDrift';

/**
 * One tiny tree per way an older Pocket ID release read its configuration or registered its
 * routes (test/fixtures/drift/mechanisms), each written after the release's own code.
 */
const fixtures = path.join(__dirname, '../../fixtures/drift');
const mechanism = (name: string) => path.join(fixtures, 'mechanisms', name);
const envOf = async (name: string) =>
  Object.fromEntries(
    sourceEnvVars(indexGo(await loadGoFiles(mechanism(name)))).map(v => [v.name, { fileVariant: v.fileVariant, defaultValue: v.defaultValue }]),
  );

test('1.0 to 1.6: key tag split on commas, internal fields skipped, one regular expression, no file variants', async () => {
  expect(await envOf('key-split')).toEqual({
    APP_NAME: { fileVariant: false, defaultValue: 'Pocket ID' },
    SMTP_PASSWORD: { fileVariant: false, defaultValue: undefined },
    // 1.x's converter splits before an upper-case letter only after a lower-case letter or digit
    SIGNUP_DEFAULT_USER_GROUP_IDS: { fileVariant: false, defaultValue: undefined },
  });
});

test('1.7 to 2.11: key tag cut into key and attribute, "sensitive" adds _FILE, acronym-boundary converter', async () => {
  expect(await envOf('key-attributes')).toEqual({
    APP_NAME: { fileVariant: false, defaultValue: 'Pocket ID' },
    SMTP_PASSWORD: { fileVariant: true, defaultValue: undefined },
    // what that converter really makes of "IDs": the name 2.14's env tag corrected
    SIGNUP_DEFAULT_USER_GROUP_I_DS: { fileVariant: false, defaultValue: undefined },
  });
});

test('2.12 and 2.13: JSON keys, sensitive:"true" adds _FILE', async () => {
  expect(await envOf('json-sensitive')).toEqual({
    APP_NAME: { fileVariant: false, defaultValue: 'Pocket ID' },
    LDAP_BIND_PASSWORD: { fileVariant: true, defaultValue: undefined },
    CIMD_URL_ALLOWLIST: { fileVariant: false, defaultValue: undefined },
  });
});

test("the converter applies the release's own regular expressions in order", async () => {
  const convert = readConverter(indexGo(await loadGoFiles(mechanism('key-attributes'))))!;
  expect(['camelCase', 'HTTPRequest', 'camel123Case', 'iPhone6sPlus', 'homePageUrl'].map(convert)).toEqual([
    'CAMEL_CASE',
    'HTTP_REQUEST',
    'CAMEL123_CASE',
    'I_PHONE6S_PLUS',
    'HOME_PAGE_URL',
  ]);
});

test('1.0: routes of an engine made in the function that registers them (gin.Default())', async () => {
  const routes = sourceRoutes(indexGo(await loadGoFiles(mechanism('engine-local'))));
  expect(routes.map(r => `${r.method} ${r.path}: ${describeAccess(r.auth)}`).sort()).toEqual([
    'GET /api/users/me: signed-in user, session or API key',
    'GET /api/users: admin, session or API key',
  ]);
});

test('1.0 and 1.1: UI strings in frontend/messages/en-US.json', async () => {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-en-us-'));
  try {
    fs.cpSync(path.join(fixtures, 'pocket-id'), tree, { recursive: true });
    fs.renameSync(path.join(tree, 'frontend/messages/en.json'), path.join(tree, 'frontend/messages/en-US.json'));
    expect(await runDrift(path.join(fixtures, 'site-clean'), tree)).toEqual([]);
    const drifted = await runDrift(path.join(fixtures, 'site-drifted'), tree);
    expect(drifted.filter(d => d.check === 'label').map(d => d.source.file)).toEqual(['frontend/messages/en-US.json']);
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
});
