import React from 'react';
import { css } from '@emotion/react';
import { withPrefix } from 'gatsby';
import { FeatureIcon } from './featureIcons';

const style = css`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: var(--space-4);
  @media (max-width: 960px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The feature cards, three to a row (two, then one, on narrower screens). */
export function Features({ children }: { children: React.ReactNode }) {
  return (
    <ul className="features" css={style}>
      {children}
    </ul>
  );
}

const cardStyle = css`
  display: block;
  height: 100%;
  padding: var(--space-5);
  border: 1px solid var(--c-border);
  border-radius: var(--radius-lg);
  background: var(--c-bg-elevated);
  color: var(--c-text);
  text-decoration: none;
  transition:
    border-color 0.15s,
    box-shadow 0.15s;
  &:hover {
    border-color: var(--c-link);
    box-shadow: var(--shadow);
  }
  .icon {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: var(--radius);
    background: var(--c-active-bg);
    color: var(--c-link);
    margin-bottom: var(--space-4);
  }
  .icon svg {
    width: 1.35rem;
    height: 1.35rem;
  }
  strong {
    display: block;
    font-size: var(--text-md);
    margin-bottom: var(--space-1);
  }
  span {
    display: block;
    color: var(--c-text-muted);
    font-size: var(--text-sm);
    line-height: 1.55;
  }
`;

/** One feature: an icon, a title and a sentence, the whole card a link to the page that explains it. */
export function Feature({ icon, to, title, children }: { icon: string; to: string; title: string; children: React.ReactNode }) {
  return (
    <li>
      <a href={withPrefix(to)} css={cardStyle}>
        <span className="icon">
          <FeatureIcon name={icon} />
        </span>
        <strong>{title}</strong>
        <span>{children}</span>
      </a>
    </li>
  );
}
