import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DriftInputError, runDrift } from '../../../src/drift/runDrift';

/**
 * The drift check over a tiny fake Pocket ID tree (test/fixtures/drift/pocket-id) and two
 * copies of a tiny site: site-clean agrees with it, site-drifted has one planted difference
 * of each kind. Every difference is asserted with its file and line on both sides.
 */
const fixtures = path.join(__dirname, '../../fixtures/drift');
const pocketId = path.join(fixtures, 'pocket-id');
const brief = (d: { check: string; site: { file: string; line: number }; source: { file: string; line: number } }) =>
  `${d.check} ${d.site.file}:${d.site.line} <> ${d.source.file}:${d.source.line}`;

test('the clean site gives no difference', async () => {
  expect(await runDrift(path.join(fixtures, 'site-clean'), pocketId)).toEqual([]);
});

test('the drifted site gives one difference per planted change, located on both sides', async () => {
  const differences = await runDrift(path.join(fixtures, 'site-drifted'), pocketId);
  expect(differences.map(brief)).toEqual([
    // PORT documented as 8080; defaultConfig() sets "1411"
    'env content/docs/configuration/environment-variables.mdx:15 <> backend/internal/common/env_config.go:16',
    // GET /api/users/me documented as admin-only; registered with WithAdminNotRequired()
    'api openapi/pocket-id.yaml:20 <> backend/internal/controller/user_controller.go:10',
    // UserDto.email in the schema; the Go struct has no such field
    'api openapi/pocket-id.yaml:60 <> backend/internal/dto/oidc_dto.go:14',
    // **Settings → OIDC Client**; en.json says "OIDC Clients"
    'label content/docs/guides/clients.mdx:5 <> frontend/messages/en.json:4',
    // the settings table names `public` instead of `isPublic`: isPublic unlisted, public unknown
    'client-form content/docs/configuration/oidc-client-settings.mdx:5 <> backend/internal/dto/oidc_dto.go:6',
    'client-form content/docs/configuration/oidc-client-settings.mdx:10 <> backend/internal/dto/oidc_dto.go:9',
  ]);
  expect(differences.map(d => d.message)).toEqual([
    'PORT: the docs give `8080` as the default, Pocket ID has `1411`',
    'GET /api/users/me: the document says access is "admin, session or API key", Pocket ID requires "signed-in user, session or API key"',
    'UserDto.email is in the schema but not in the Go DTO',
    '"OIDC Client" is not a UI label of Pocket ID; the closest is "OIDC Clients" (oidc_clients)',
    'API field isPublic of the client DTO is not listed',
    'API field public is not a field of OidcClientCreateDto / OidcClientUpdateDto',
  ]);
});

test('a site without the client settings page gets one difference naming it', async () => {
  const site = fs.mkdtempSync(path.join(os.tmpdir(), 'drift-site-'));
  try {
    fs.cpSync(path.join(fixtures, 'site-clean'), site, { recursive: true });
    fs.rmSync(path.join(site, 'content/docs/configuration/oidc-client-settings.mdx'));
    const differences = await runDrift(site, pocketId);
    expect(differences.map(brief)).toEqual(['client-form content/docs/configuration/oidc-client-settings.mdx:1 <> backend/internal/dto/oidc_dto.go:9']);
    expect(differences[0].message).toMatch(/does not exist/);
  } finally {
    fs.rmSync(site, { recursive: true, force: true });
  }
});

test('a missing checkout or a tree that is not Pocket ID is refused with its path', async () => {
  const missing = path.join(fixtures, 'no-such-checkout');
  await expect(runDrift(path.join(fixtures, 'site-clean'), missing)).rejects.toThrow(DriftInputError);
  await expect(runDrift(path.join(fixtures, 'site-clean'), missing)).rejects.toThrow(missing);
  const notPocketId = path.join(fixtures, 'site-clean');
  await expect(runDrift(notPocketId, notPocketId)).rejects.toThrow(`${notPocketId} is not a Pocket ID tree`);
});
