/** The one part of Gatsby's router used directly (the package ships no types). */
declare module '@gatsbyjs/reach-router' {
  export const globalHistory: {
    navigate(to: string, options?: { replace?: boolean; state?: unknown }): Promise<void>;
  };
}
