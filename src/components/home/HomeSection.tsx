import React from 'react';
import { css } from '@emotion/react';

/** One content width for every band (the footer's 70rem plus padding). */
export const wrapStyle = css`
  max-width: 72rem;
  margin: 0 auto;
  padding: 0 var(--space-4);
`;

const style = css`
  padding: var(--space-16) 0;
  section + & {
    border-top: 1px solid var(--c-border);
  }
  @media (max-width: 600px) {
    padding: var(--space-10) 0;
  }
`;

/** A home page band below the hero, at the page's width: a SectionHead, then the band's content. */
export function HomeSection({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <section id={id} aria-label={label} css={style}>
      <div className="wrap" css={wrapStyle}>
        {children}
      </div>
    </section>
  );
}

const headStyle = css`
  max-width: var(--measure);
  margin: 0 0 var(--space-8);
  h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-2xl);
  }
  p {
    margin: 0;
    color: var(--c-text-muted);
    font-size: var(--text-md);
  }
`;

/** A band's heading and its lead line. */
export function SectionHead({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="section-head" css={headStyle}>
      <h2>{title}</h2>
      <p>{children}</p>
    </div>
  );
}
