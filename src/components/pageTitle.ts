/** `Page | Site`, or only the site title when the page has none or repeats it. */
export function formatPageTitle(pageTitle: string | null | undefined, siteTitle: string): string {
  const title = (pageTitle ?? '').trim();
  if (!title || title === siteTitle) return siteTitle;
  return `${title} | ${siteTitle}`;
}
