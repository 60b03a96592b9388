import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { wrapStyle } from './HomeSection';
import { PAGE_FRAME, PAGE_SUMMARY } from '../pageFrame.attributes';

const style = css`
  padding: var(--space-16) 0 var(--space-12);
  background: radial-gradient(60rem 24rem at 15% -10%, color-mix(in srgb, var(--c-link) 12%, transparent), transparent 70%), var(--c-bg);
  .wrap {
    display: grid;
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: var(--space-12);
    align-items: center;
  }
  h1 {
    font-size: var(--text-4xl);
    line-height: 1.08;
    letter-spacing: -0.03em;
    margin: 0 0 var(--space-5);
  }
  .lead {
    font-size: var(--text-lg);
    color: var(--c-text-muted);
    margin: 0 0 var(--space-8);
    max-width: 34rem;
  }
  @media (max-width: 960px) {
    .wrap {
      grid-template-columns: minmax(0, 1fr);
      gap: var(--space-10);
    }
  }
  @media (max-width: 600px) {
    padding: var(--space-10) 0 var(--space-12);
  }
`;

/** The first band: the introduction beside the quick start (one column below 960 px). */
export function Hero({ children }: { children: React.ReactNode }) {
  return (
    <section id="home-hero" className="hero" aria-label="Pocket ID" css={style}>
      <div className="wrap" css={wrapStyle}>
        {children}
      </div>
    </section>
  );
}

const actionsStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  margin: 0;
`;

/** The page's title, the sentence that sums Pocket ID up (the page's summary), and the actions. */
export function HeroIntro({ title, lead, children }: { title: string; lead: string; children: React.ReactNode }) {
  return (
    <div>
      <h1>{title}</h1>
      <p className="lead" {...{ [PAGE_FRAME]: PAGE_SUMMARY }}>
        {lead}
      </p>
      <p className="actions" css={actionsStyle}>
        {children}
      </p>
    </div>
  );
}

const actionStyle = css`
  display: inline-flex;
  justify-content: center;
  align-items: center;
  gap: var(--space-2);
  min-width: 12rem;
  padding: var(--space-3) var(--space-5);
  border-radius: var(--radius);
  font-weight: 600;
  text-decoration: none;
  border: 1px solid var(--c-border);
  color: var(--c-text);
  background: var(--c-bg-elevated);
  &:hover {
    border-color: var(--c-link);
  }
  &.primary {
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    border-color: var(--c-accent);
  }
  &.primary:hover {
    box-shadow: var(--shadow);
  }
  @media (max-width: 600px) {
    flex: 1 1 100%;
  }
`;

/** A button-like link of the hero; `primary` is the one to take first. */
export function Action({ to, primary = false, children }: { to: string; primary?: boolean; children: React.ReactNode }) {
  return (
    <a className={primary ? 'primary' : undefined} href={withPrefix(to)} css={actionStyle}>
      {children}
    </a>
  );
}
