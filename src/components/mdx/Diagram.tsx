import React from 'react';
import { css } from '@emotion/react';

/**
 * The SVG's shapes paint with `--_…` variables (beautiful-mermaid's names); here they are
 * the site's tokens, so a diagram follows light and dark mode and keeps their AA contrast.
 */
const figure = css`
  margin: 0 0 1.5rem;
  .diagram-scroll {
    overflow-x: auto;
    padding: var(--space-3);
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background: var(--c-bg);
  }
  .diagram-scroll:focus-visible {
    outline: 2px solid var(--c-focus);
    outline-offset: 2px;
  }
  svg {
    display: block;
    margin: 0 auto;
    max-width: none;
    --bg: var(--c-bg);
    --fg: var(--c-text);
    --_text: var(--c-text);
    --_text-sec: var(--c-text-muted);
    --_text-muted: var(--c-text-muted);
    --_text-faint: var(--c-text-muted);
    --_line: var(--c-text-muted);
    --_arrow: var(--c-text);
    --_node-fill: var(--c-bg-soft);
    --_node-stroke: var(--c-text-muted);
    --_group-fill: var(--c-bg);
    --_group-hdr: var(--c-bg-soft);
    --_inner-stroke: var(--c-border);
    --_key-badge: var(--c-bg-soft);
  }
  text {
    font-family: var(--font-sans);
  }
  figcaption {
    margin-top: var(--space-2);
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  summary {
    cursor: pointer;
    width: fit-content;
  }
  ol {
    margin: var(--space-2) 0 0;
  }
`;

interface DiagramProps {
  title: string;
  /** The SVG from src/diagrams/rehypeDiagrams.ts, made at build time. */
  svg: string;
  /** The diagram as text, one step a line. */
  steps: string;
}

/** A diagram that scrolls inside its own Tab stop when wider than the column, with its text version. */
export function Diagram({ title, svg, steps }: DiagramProps) {
  return (
    <figure css={figure} className="diagram">
      <div className="diagram-scroll" tabIndex={0} role="region" aria-label={`Diagram: ${title}`} dangerouslySetInnerHTML={{ __html: svg }} />
      <figcaption>
        <details>
          <summary>{title}: the diagram as text</summary>
          <ol>
            {steps.split('\n').map((step, index) => (
              <li key={index}>{step}</li>
            ))}
          </ol>
        </details>
      </figcaption>
    </figure>
  );
}
