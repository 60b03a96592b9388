import React from 'react';
import siteConfig from '../site-config';

export function editUrl(sourcePath: string): string {
  return `${siteConfig.websiteRepositoryUrl}/edit/${siteConfig.editBranch}/${sourcePath}`;
}

export function EditLink({ sourcePath }: { sourcePath: string }) {
  return (
    <a href={editUrl(sourcePath)} className="edit-link">
      Edit this page
    </a>
  );
}
