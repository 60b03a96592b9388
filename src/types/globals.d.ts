export {};

declare global {
  interface Window {
    /** Gatsby's internal navigate, wrapped to time navigations for the progress bar. */
    ___navigate: (to: string, options?: unknown) => void;
    ___docsBooted?: boolean;
  }
}
