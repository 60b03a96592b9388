import type { ColorMode, Theme } from './colorMode';

/**
 * The attributes the boot scripts and providers set on `<html>`, named once. The boot scripts
 * set them before first paint (src/boot/bootScripts.ts passes these names in: boot code is sent
 * as source text), the providers keep them in step afterwards, and styles read them through the
 * selectors below. Two more `<html>` attributes are named beside the code they serve:
 * APP_READY_ATTRIBUTE (src/lib/appReady.ts) and LAZY_BLOCKS_ATTRIBUTE (src/lib/lazyBlocks.ts).
 * test/unit/lib/rootAttributes.test.ts holds each name to its one home.
 */
export const ROOT_ATTRIBUTES = {
  /** The theme painted: 'light' or 'dark'. */
  theme: 'data-theme',
  /** The reader's choice: 'light', 'dark' or 'system'. */
  colorMode: 'data-color-mode',
  /** 'true' when the current announcement was dismissed, so the bar never flashes. */
  announcementDismissed: 'data-announcement-dismissed',
  /** Present once scripts run: controls that need JavaScript show only then. */
  scripting: 'data-js',
} as const;

/** `<html>` while painted in `theme`. */
export const themeRoot = (theme: Theme) => `html[${ROOT_ATTRIBUTES.theme}='${theme}']`;

/** `<html>` while the reader's choice is `mode`, or before any was painted (`null`). */
export const colorModeRoot = (mode: ColorMode | null) => (mode ? `html[${ROOT_ATTRIBUTES.colorMode}='${mode}']` : `html:not([${ROOT_ATTRIBUTES.colorMode}])`);

/** `<html>` on a page without scripts. */
export const WITHOUT_SCRIPTS = `html:not([${ROOT_ATTRIBUTES.scripting}])`;

/** `<html>` once the current announcement was dismissed. */
export const ANNOUNCEMENT_DISMISSED = `html[${ROOT_ATTRIBUTES.announcementDismissed}='true']`;
