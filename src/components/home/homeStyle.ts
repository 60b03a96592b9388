import { css } from '@emotion/react';

/** The home page: one content width for every section (the footer's 70rem plus padding), type and spacing from the tokens. */
export const homeStyle = css`
  outline: none;
  .wrap {
    max-width: 72rem;
    margin: 0 auto;
    padding: 0 var(--space-4);
  }
  section {
    padding: var(--space-16) 0;
  }
  section + section {
    border-top: 1px solid var(--c-border);
  }
  .section-head {
    max-width: var(--measure);
    margin: 0 0 var(--space-8);
  }
  .section-head h2 {
    margin: 0 0 var(--space-2);
    font-size: var(--text-2xl);
  }
  .section-head p {
    margin: 0;
    color: var(--c-text-muted);
    font-size: var(--text-md);
  }

  .hero {
    padding: var(--space-16) 0 var(--space-12);
    background: radial-gradient(60rem 24rem at 15% -10%, color-mix(in srgb, var(--c-link) 12%, transparent), transparent 70%), var(--c-bg);
  }
  .hero .wrap {
    display: grid;
    grid-template-columns: minmax(0, 1.05fr) minmax(0, 1fr);
    gap: var(--space-12);
    align-items: center;
  }
  .hero h1 {
    font-size: var(--text-4xl);
    line-height: 1.08;
    letter-spacing: -0.03em;
    margin: 0 0 var(--space-5);
  }
  .hero .lead {
    font-size: var(--text-lg);
    color: var(--c-text-muted);
    margin: 0 0 var(--space-8);
    max-width: 34rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-3);
    margin: 0;
  }
  .actions a {
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
  }
  .actions a:hover {
    border-color: var(--c-link);
  }
  .actions a.primary {
    background: var(--c-accent);
    color: var(--c-accent-contrast);
    border-color: var(--c-accent);
  }
  .actions a.primary:hover {
    box-shadow: var(--shadow);
  }

  .quick-start {
    border: 1px solid var(--c-border);
    border-radius: var(--radius-lg);
    background: var(--c-bg-elevated);
    box-shadow: var(--shadow);
    padding: var(--space-5);
    min-width: 0;
  }
  .quick-start h2 {
    font-size: var(--text-md);
    margin: 0 0 var(--space-1);
  }
  .quick-start > p {
    margin: 0 0 var(--space-4);
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  .quick-start ol {
    margin: var(--space-4) 0 0;
    padding-left: var(--space-5);
    font-size: var(--text-sm);
  }
  .quick-start li {
    margin: 0 0 var(--space-1);
  }
  .quick-start .code-block {
    margin: 0;
  }
  .quick-start pre {
    font-size: var(--text-xs);
    max-height: 22rem;
  }

  .features {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: var(--space-4);
  }
  .features a {
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
  }
  .features a:hover {
    border-color: var(--c-link);
    box-shadow: var(--shadow);
  }
  .features .icon {
    display: grid;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: var(--radius);
    background: var(--c-active-bg);
    color: var(--c-link);
    margin-bottom: var(--space-4);
  }
  .features .icon svg {
    width: 1.35rem;
    height: 1.35rem;
  }
  .features strong {
    display: block;
    font-size: var(--text-md);
    margin-bottom: var(--space-1);
  }
  .features span {
    display: block;
    color: var(--c-text-muted);
    font-size: var(--text-sm);
    line-height: 1.55;
  }

  .integrations {
    list-style: none;
    margin: 0 0 var(--space-6);
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: var(--space-2) var(--space-3);
  }
  .integrations a {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
    padding: var(--space-1) var(--space-4) var(--space-1) var(--space-1);
    border: 1px solid var(--c-border);
    border-radius: 999px;
    color: var(--c-text);
    text-decoration: none;
    font-size: var(--text-sm);
    font-weight: 600;
    background: var(--c-bg-elevated);
    white-space: nowrap;
  }
  .integrations a:hover {
    border-color: var(--c-link);
  }
  .integrations .app-logo {
    --logo-size: 2rem;
    border-radius: 999px;
  }
  .all-guides {
    font-weight: 600;
  }

  @media (max-width: 960px) {
    .hero .wrap {
      grid-template-columns: minmax(0, 1fr);
      gap: var(--space-10);
    }
    .features {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
  @media (max-width: 600px) {
    section {
      padding: var(--space-10) 0;
    }
    .hero {
      padding-top: var(--space-10);
    }
    .actions a {
      flex: 1 1 100%;
    }
    .features {
      grid-template-columns: minmax(0, 1fr);
    }
    /* No card inside the page's width on a phone: the Compose file gets the whole width. */
    .quick-start {
      border: 0;
      background: none;
      box-shadow: none;
      padding: 0;
    }
  }
`;
