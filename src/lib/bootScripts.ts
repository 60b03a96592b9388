import siteConfig from '../site-config';
import { colorModeBootScript } from './colorMode';
import { announcementBootScript } from './announcement';
import { basePathCheckScript } from './basePathCheck';

/** Inline scripts that must run before first paint; CSP hashes are computed from these same strings. */
export function bootScripts(pathPrefix: string): string[] {
  // `data-js` lets CSS show controls that only work with JavaScript, without a layout shift.
  const scripts = [
    "document.documentElement.setAttribute('data-js','');",
    colorModeBootScript(siteConfig.colorMode.defaultMode, siteConfig.colorMode.respectPrefersColorScheme),
  ];
  if (siteConfig.announcement) scripts.push(announcementBootScript(siteConfig.announcement.id));
  scripts.push(basePathCheckScript(pathPrefix));
  return scripts;
}
