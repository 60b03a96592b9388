export {};

declare global {
  interface Window {
    /** Set by the app's script; the inline base-path check reads it (src/boot/basePathBoot.ts). */
    docsBooted?: boolean;
  }
}
