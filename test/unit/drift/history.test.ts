import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { walkHistory } from '../../../src/drift/history';
import { dumpHistory, parseHistory } from '../../../src/history/core/historyData';

/**
 * `npm run history` over a Pocket ID-shaped repository made here with three release tags:
 * 1.0.0 reads OLD_NAME and GONE_VAR and has GET /api/users; 1.1.0 adds NEW_FEATURE, a client
 * field and POST /api/users; 2.0.0 renames OLD_NAME to NEW_NAME (its changelog says so), drops
 * GONE_VAR and GET /api/users.
 */
const envConfig = (fields: string[]) => `package common

type EnvConfigSchema struct {
${fields.map(f => `\t${f.replace(/_/g, '')} string \`env:"${f}"\``).join('\n')}
}
`;
const router = (routes: string[]) => `package bootstrap

import "github.com/gin-gonic/gin"

func registerRoutes(r *gin.Engine) {
\tapi := r.Group("/api")
${routes.map(route => `\tapi.${route.split(' ')[0]}("${route.split(' ')[1]}", handler)`).join('\n')}
}
`;
const dto = (fields: string[]) => `package dto

type OidcClientCreateDto struct {
${fields.map(f => `\t${f[0].toUpperCase()}${f.slice(1)} string \`json:"${f}"\``).join('\n')}
}
`;

let repo: string;
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args], { encoding: 'utf8' });
function release(version: string, date: string, env: string[], routes: string[], clientFields: string[], changelog: string) {
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  };
  write('backend/internal/common/env_config.go', envConfig(env));
  write('backend/internal/bootstrap/router_bootstrap.go', router(routes));
  write('backend/internal/dto/oidc_dto.go', dto(clientFields));
  write('CHANGELOG.md', changelog);
  git('add', '-A');
  execFileSync('git', ['-C', repo, 'commit', '-qm', version], {
    env: { ...process.env, GIT_COMMITTER_DATE: `${date}T12:00:00Z`, GIT_AUTHOR_DATE: `${date}T12:00:00Z` },
  });
  git('tag', `v${version}`);
}

beforeAll(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'history-repo-'));
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  const notes1 = '## v1.0.0\n\n### Features\n\n- first\n';
  const notes2 = `## v1.1.0\n\n### Features\n\n- add NEW_FEATURE\n\n${notes1}`;
  const notes3 = `## v2.0.0\n\n### Bug Fixes\n\n- rename \`OLD_NAME\` env variable to \`NEW_NAME\` ([abc](https://example.com))\n- drop GONE_VAR\n\n${notes2}`;
  release('1.0.0', '2025-05-25', ['OLD_NAME', 'GONE_VAR'], ['GET /users'], ['name'], notes1);
  release('1.1.0', '2025-06-01', ['OLD_NAME', 'GONE_VAR', 'NEW_FEATURE'], ['GET /users', 'POST /users'], ['name', 'pkceEnabled'], notes2);
  release('2.0.0', '2025-08-01', ['NEW_NAME', 'NEW_FEATURE'], ['POST /users'], ['name', 'pkceEnabled'], notes3);
});
afterAll(() => fs.rmSync(repo, { recursive: true, force: true }));

test('every release tag is read: added, removed and renamed items, release dates, notes and the breaking flag', async () => {
  const history = await walkHistory(repo);
  expect(history.releases).toEqual([
    { version: '1.0.0', date: '2025-05-25', notes: 'https://github.com/pocket-id/pocket-id/releases/tag/v1.0.0', breaking: true },
    { version: '1.1.0', date: '2025-06-01', notes: 'https://github.com/pocket-id/pocket-id/releases/tag/v1.1.0', breaking: false },
    { version: '2.0.0', date: '2025-08-01', notes: 'https://github.com/pocket-id/pocket-id/releases/tag/v2.0.0', breaking: true },
  ]);
  expect(history.env).toEqual([
    { name: 'GONE_VAR', since: '1.0.0', removed: '2.0.0' },
    { name: 'NEW_FEATURE', since: '1.1.0' },
    { name: 'NEW_NAME', since: '2.0.0' },
    { name: 'OLD_NAME', since: '1.0.0', removed: '2.0.0', replacedBy: 'NEW_NAME' },
  ]);
  expect(history.operation).toEqual([
    { name: 'GET /api/users', since: '1.0.0', removed: '2.0.0' },
    { name: 'POST /api/users', since: '1.1.0' },
  ]);
  expect(history.clientSetting).toEqual([
    { name: 'name', since: '1.0.0' },
    { name: 'pkceEnabled', since: '1.1.0' },
  ]);
  // What npm run history writes reads back the same.
  expect(parseHistory(dumpHistory(history), 'x.yaml')).toEqual(history);
});
