import React from 'react';
import siteConfig from '../siteConfig';
import { reportProblemUrl } from './reportProblem';

function editUrl(sourcePath: string): string {
  return `${siteConfig.websiteRepositoryUrl}/edit/${siteConfig.editBranch}/${sourcePath}`;
}

export function EditLink({ sourcePath }: { sourcePath: string }) {
  return (
    <a href={editUrl(sourcePath)} className="edit-link">
      Edit this page
    </a>
  );
}

/** Opens a new issue on the docs repository about this page (title and address filled in). */
export function ReportProblemLink({ pathname, title }: { pathname: string; title: string }) {
  return (
    <a href={reportProblemUrl(siteConfig.websiteRepositoryUrl, siteConfig.siteUrl, pathname, title)} className="report-link">
      Report a problem
    </a>
  );
}
