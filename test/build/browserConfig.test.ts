/** The browser bundle and the built pages agree on the configuration read from the environment. */
import fs from 'fs';
import path from 'path';
import siteConfig from '../../src/siteConfig';

const publicDir = path.resolve(__dirname, '../../public');

test("the app bundle fetches the version file the pages' Content-Security-Policy allows", () => {
  const html = fs.readFileSync(path.join(publicDir, 'docs/introduction/index.html'), 'utf8');
  const app = /src="\/?(app-[\w]+\.js)"/.exec(html)?.[1];
  expect(app).toBeTruthy();
  const bundle = fs.readFileSync(path.join(publicDir, app!), 'utf8');
  expect(bundle).toContain(siteConfig.versionFileUrl);
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const connect = policy.split('; ').find(d => d.startsWith('connect-src')) ?? '';
  if (/^https?:\/\//.test(siteConfig.versionFileUrl)) expect(connect).toContain(new URL(siteConfig.versionFileUrl).origin);
  else expect(connect).toContain("'self'");
});
