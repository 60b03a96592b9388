import siteConfig from '../siteConfig';
import { COLOR_MODE_STORAGE_KEY, paintColorMode, parseStoredColorMode, resolveTheme } from '../lib/colorMode';
import { ROOT_ATTRIBUTES } from '../lib/rootAttributes';
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY, isAnnouncementDismissed } from '../lib/announcement';
import { BASE_PATH_WARNING, BOOT_FLAG } from '../lib/basePathCheck';
import { inlineScript } from './inlineScript';
import { scriptingBoot } from './scriptingBoot';
import { colorModeBoot } from './colorModeBoot';
import { announcementBoot } from './announcementBoot';
import { basePathBoot } from './basePathBoot';

/** The inline scripts every page runs before first paint, in order (gatsby-ssr.tsx); the CSP hashes are taken from the built HTML. */
export function bootScripts(pathPrefix: string): string[] {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  const { theme, colorMode, announcementDismissed, scripting } = ROOT_ATTRIBUTES;
  const scripts = [
    inlineScript(scriptingBoot, scripting),
    inlineScript(
      colorModeBoot,
      COLOR_MODE_STORAGE_KEY,
      defaultMode,
      respectPrefersColorScheme,
      { theme, colorMode },
      parseStoredColorMode,
      resolveTheme,
      paintColorMode,
    ),
  ];
  if (siteConfig.announcement) {
    scripts.push(
      inlineScript(announcementBoot, ANNOUNCEMENT_ID_KEY, ANNOUNCEMENT_DISMISS_KEY, siteConfig.announcement.id, announcementDismissed, isAnnouncementDismissed),
    );
  }
  scripts.push(inlineScript(basePathBoot, pathPrefix, BOOT_FLAG, BASE_PATH_WARNING));
  return scripts;
}
