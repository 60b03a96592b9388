export {};

declare global {
  interface Window {
    /** Set by the app's script; the inline base-path check reads it (src/boot/basePathBoot.ts; the name is src/lib/basePathCheck.ts's BOOT_FLAG). */
    docsBooted?: boolean;
  }
}
