import path from 'node:path';
import { loadGoFiles, onlyInTaggedBuilds } from '../../../src/drift/goSource';
import { indexGo } from '../../../src/drift/goDeclarations';
import { sourceEnvVars } from '../../../src/drift/envSource';
import { sourceRoutes } from '../../../src/drift/goRoutes';
import { describeAccess, documentedAccess } from '../../../src/drift/checkApiRoutes';

/** What the Go side reads from the fake Pocket ID tree, through tree-sitter. */
const pocketId = path.join(__dirname, '../../fixtures/drift/pocket-id');

test('environment variables: names, defaults from the keyed literal, zero values, derived defaults, file variants', async () => {
  const vars = sourceEnvVars(indexGo(await loadGoFiles(pocketId)));
  const byName = Object.fromEntries(vars.map(v => [v.name, v]));
  expect(Object.keys(byName)).toEqual(['APP_URL', 'ENCRYPTION_KEY', 'PORT', 'UPLOAD_PATH', 'LOG_JSON']);
  expect(byName.PORT.defaultValue).toBe('1411');
  expect(byName.PORT.defaultWhere).toEqual({ file: 'backend/internal/common/env_config.go', line: 16 });
  expect(byName.LOG_JSON.defaultValue).toBe('false');
  expect(byName.UPLOAD_PATH.defaultValue).toBeUndefined();
  expect(byName.UPLOAD_PATH.derivedDefaults).toEqual(['data/uploads']);
  expect(byName.ENCRYPTION_KEY.fileVariant).toBe(true);
  expect(byName.APP_URL.fileVariant).toBe(false);
});

test('routes: group prefixes, the auth middleware options and a group-level Use()', async () => {
  const routes = sourceRoutes(indexGo(await loadGoFiles(pocketId)));
  expect(routes.map(r => `${r.method} ${r.path}: ${describeAccess(r.auth)} @${r.where.line}`).sort()).toEqual([
    'GET /api/users/me: signed-in user, session or API key @10',
    'GET /api/users: admin, session or API key @9',
    'GET /healthz: none @18',
    'POST /api/oidc/clients: admin, session or API key @14',
  ]);
});

test('access as the OpenAPI document states it', () => {
  const root = [{ SessionCookie: [] }, { ApiKeyAuth: [] }];
  expect(documentedAccess({ 'x-required-role': 'admin' }, root)).toBe('admin, session or API key');
  expect(documentedAccess({ 'x-required-role': 'user', security: [{ SessionCookie: [] }] }, root)).toBe('signed-in user, session only');
  expect(documentedAccess({ security: [{}, { SessionCookie: [] }] }, root)).toBe('optional, session only');
  expect(documentedAccess({ security: [] }, root)).toBe('none');
  expect(documentedAccess({ security: [{ OAuthClientBasic: [] }, {}] }, root)).toBe('none');
});

test('files built only with a custom tag (e2etest, unit) are left out; platform files stay', () => {
  expect(onlyInTaggedBuilds('//go:build e2etest\n\npackage controller\n')).toBe(true);
  expect(onlyInTaggedBuilds('// Copyright\n//go:build unit\n\npackage testing\n')).toBe(true);
  expect(onlyInTaggedBuilds('//go:build !exclude_frontend\n\npackage frontend\n')).toBe(false);
  expect(onlyInTaggedBuilds('//go:build linux\n\npackage bootstrap\n')).toBe(false);
  expect(onlyInTaggedBuilds('package common\n\n// a comment mentioning //go:build e2etest\n')).toBe(false);
});
