import { withPrefix } from 'gatsby';
import React from 'react';
import { css } from '@emotion/react';
import siteConfig from '../siteConfig';
import { useAnnouncement } from '../providers/AnnouncementProvider';
import { ANNOUNCEMENT_DISMISSED, WITHOUT_SCRIPTS } from '../lib/rootAttributes';

const style = css`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  min-height: 2.5rem;
  padding: 0.35rem 3rem;
  background: var(--c-info-bg);
  color: var(--c-text);
  font-size: var(--text-sm);
  text-align: center;
  position: relative;
  /* Dismissed in an earlier visit: the inline boot script (src/boot/announcementBoot.ts) marks <html>
     before the first paint, so the served bar never shows before React renders none. */
  ${ANNOUNCEMENT_DISMISSED} & {
    display: none;
  }
  p {
    margin: 0;
  }
  /* Dismissing needs JavaScript: without it the close button is not shown. */
  ${WITHOUT_SCRIPTS} & button {
    display: none;
  }
  button {
    position: absolute;
    right: 0.5rem;
    top: 50%;
    transform: translateY(-50%);
    background: none;
    border: 0;
    color: inherit;
    font-size: var(--text-lg);
    line-height: 1;
    padding: 0.35rem 0.55rem;
    cursor: pointer;
    border-radius: 0.3rem;
  }
  button:hover {
    background: var(--c-bg-soft);
  }
  /* Phones: the text starts at the edge and keeps clear of the close button only, so it takes two lines, not three. */
  @media (max-width: 640px) {
    justify-content: flex-start;
    padding: 0.4rem 2.5rem 0.4rem 1rem;
    font-size: var(--text-xs);
    line-height: 1.4;
    text-align: left;
    button {
      right: 0.125rem;
    }
  }
`;

export function AnnouncementBar() {
  const { dismissed, dismiss } = useAnnouncement();
  const announcement = siteConfig.announcement;
  if (!announcement || dismissed) return null;
  return (
    <div css={style} className="announcement-bar" role="region" aria-label="Announcement">
      <p>
        {announcement.content}
        {announcement.link && (
          <>
            {' '}
            <a href={withPrefix(announcement.link.href)}>{announcement.link.label}</a>
          </>
        )}
      </p>
      {announcement.isCloseable && (
        <button type="button" onClick={dismiss} aria-label="Dismiss announcement">
          ×
        </button>
      )}
    </div>
  );
}
