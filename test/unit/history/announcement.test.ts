import fs from 'node:fs';
import path from 'node:path';
import siteConfig from '../../../src/siteConfig';
import { HISTORY_FILE, parseHistory } from '../../../src/history/core/historyData';
import { releaseAnchor, shortVersion } from '../../../src/history/core/historyMarks';

test("the announcement names the newest release of the history data and links to its What's new section", () => {
  const history = parseHistory(fs.readFileSync(path.join(__dirname, '../../..', HISTORY_FILE), 'utf8'), HISTORY_FILE);
  const newest = history.releases[history.releases.length - 1].version;
  expect(siteConfig.documentedRelease).toBe(shortVersion(newest));
  expect(siteConfig.announcement?.link).toEqual({ href: `/docs/setup/whats-new#${releaseAnchor(newest)}`, label: "What's new" });
});
