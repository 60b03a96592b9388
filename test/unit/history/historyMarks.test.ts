import type { HistoryData } from '../../../src/history/core/historyData';
import { historyLookup, markedColumn, releaseSummaries, releasesMarkdown, upgradeSummary } from '../../../src/history/core/historyMarks';

const release = (version: string, breaking = false) => ({ version, date: '2025-01-01', notes: `https://example.com/v${version}`, breaking });
const data: HistoryData = {
  releases: [release('1.0.0', true), release('1.6.1'), release('2.0.0', true), release('2.13.0')],
  env: [
    { name: 'APP_URL', since: '1.0.0' },
    { name: 'LOG_QUERY_ARGS', since: '2.13.0' },
    { name: 'LDAP_ATTRIBUTE_ADMIN_GROUP', since: '1.0.0', removed: '2.0.0', replacedBy: 'LDAP_ADMIN_GROUP_NAME' },
    { name: 'LDAP_ADMIN_GROUP_NAME', since: '2.0.0' },
  ],
  operation: [{ name: 'GET /api/users', since: '1.6.1' }],
  clientSetting: [],
  appSetting: [{ name: 'signupDefaultUserGroupIDs', since: '1.6.1' }],
};

test('marks: none for what 1.0.0 had, "Since" with the full version, "Removed in" with the replacement', () => {
  const mark = historyLookup(data);
  expect(mark('env', 'APP_URL')).toBeUndefined();
  expect(mark('env', 'LOG_QUERY_ARGS')).toEqual({ since: '2.13.0', text: 'Since 2.13' });
  expect(mark('operation', 'GET /api/users')).toEqual({ since: '1.6.1', text: 'Since 1.6.1' });
  expect(mark('env', 'LDAP_ATTRIBUTE_ADMIN_GROUP')).toEqual({ since: '1.0.0', removed: '2.0.0', replacedBy: 'LDAP_ADMIN_GROUP_NAME', text: 'Removed in 2.0' });
  // An application setting is found from its variable's name
  expect(mark('appSetting', 'SIGNUP_DEFAULT_USER_GROUP_IDS')).toEqual({ since: '1.6.1', text: 'Since 1.6.1' });
  expect(mark('env', 'NOT_IN_THE_DATA')).toBeUndefined();
});

test('which table column names a marked item', () => {
  expect(markedColumn(['Variable', 'Default', 'Description'])).toEqual({ column: 0, kind: 'env' });
  expect(markedColumn(['Old variable', 'Changed in', 'Use instead'])).toEqual({ column: 0, kind: 'env' });
  expect(markedColumn(['Setting in the UI', 'Environment variable', 'Default', 'Description'])).toEqual({ column: 1, kind: 'appSetting' });
  expect(markedColumn(['Field', 'API field', 'Effect'])).toEqual({ column: 1, kind: 'clientSetting' });
  expect(markedColumn(['Variable', 'File variant'])).toBeUndefined();
  expect(markedColumn(['Endpoint', 'Purpose'])).toBeUndefined();
});

test('the planner sums up the releases between two versions and names the breaking ones', () => {
  const releases = releaseSummaries(data);
  expect(releases.map(r => r.version)).toEqual(['2.13.0', '2.0.0', '1.6.1']);
  expect(upgradeSummary(releases, '1.0.0', '2.13.0')).toBe(
    'From 1.0.0 to 2.13.0: 3 releases, breaking: 2.0.0; Environment variables: 2 added, 1 removed; API operations: 1 added; Application settings: 1 added.',
  );
  expect(upgradeSummary(releases, '2.0.0', '2.13.0')).toBe('From 2.0.0 to 2.13.0: 1 release, none marked breaking; Environment variables: 1 added.');
  expect(upgradeSummary(releases, '2.13.0', '2.0.0')).toBe('Choose a release newer than 2.13.0 to upgrade to.');
  expect(releasesMarkdown(releases.slice(1, 2), 'tables')).toContain(
    '| Renamed to `LDAP_ADMIN_GROUP_NAME` | Environment variables | `LDAP_ATTRIBUTE_ADMIN_GROUP` |',
  );
});
