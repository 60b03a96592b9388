/**
 * "Report a problem": a new issue on the docs repository with the page's title and address
 * filled in (pure). GitHub reads `title` and `body` from the query string of `issues/new`.
 */
export function reportProblemUrl(repositoryUrl: string, siteUrl: string, pathname: string, title: string): string {
  const body = `Page: ${siteUrl}${pathname}\n\nWhat is wrong or missing:\n\n`;
  return `${repositoryUrl}/issues/new?${new URLSearchParams({ title: `Docs: ${title}`, body }).toString()}`;
}
