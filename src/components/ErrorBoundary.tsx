import React from 'react';
import { css } from '@emotion/react';

const style = css`
  max-width: 40rem;
  margin: 3rem auto;
  padding: 1.5rem;
  border: 1px solid var(--c-danger);
  border-radius: var(--radius);
  background: var(--c-danger-bg);
  button {
    font: inherit;
    padding: 0.5rem 1rem;
    border-radius: 0.35rem;
    border: 1px solid var(--c-border);
    background: var(--c-bg);
    color: var(--c-text);
    cursor: pointer;
  }
  pre {
    white-space: pre-wrap;
    padding: 0.75rem;
  }
`;

function isChunkLoadError(error: unknown): boolean {
  const e = error as { name?: string; message?: string } | null;
  return Boolean(
    e &&
    (e.name === 'ChunkLoadError' || /Loading (CSS )?chunk|Failed to fetch dynamically imported module|page resources for .* not found/i.test(e.message ?? '')),
  );
}

interface State {
  error: Error | null;
}

/**
 * Catches render crashes: a failed resource load offers "Retry" (a reload); any other
 * crash shows the message with "Try again", which re-renders the page.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error) {
    console.error('Page render failed:', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) {
      return (
        <div css={style} role="alert">
          <h1>This page failed to load.</h1>
          <p>Part of the page could not be downloaded. Check your connection and retry.</p>
          <button type="button" onClick={() => window.location.reload()}>
            Retry
          </button>
        </div>
      );
    }
    return (
      <div css={style} role="alert">
        <h1>This page crashed.</h1>
        <pre>{error.message}</pre>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </div>
    );
  }
}
