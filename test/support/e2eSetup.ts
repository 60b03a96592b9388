/** One Chromium and one nginx (serving public/ with deploy/nginx.conf) per e2e test file. */
import type { Browser } from 'playwright-core';
import { launchChromium } from './chromium';
import { startNginx, NginxServer } from './nginx';

export interface Site {
  browser: Browser;
  server: NginxServer;
  url(path: string): string;
}

export function useSite(): Site {
  const site = {} as Site;
  jest.setTimeout(60_000);
  beforeAll(async () => {
    [site.browser, site.server] = await Promise.all([launchChromium(), startNginx()]);
    site.url = (path: string) => `${site.server.origin}${path}`;
  });
  afterAll(async () => {
    await site.browser?.close();
    await site.server?.stop();
  });
  return site;
}
