import React from 'react';
import { css } from '@emotion/react';

/** The scroll box's padding and border, around the picture. */
const FRAME_PADDING = 12;
const FRAME = 2 * (FRAME_PADDING + 1);

/**
 * The SVG's shapes paint with `--_…` variables (beautiful-mermaid's names); here they are
 * the site's tokens, so a diagram follows light and dark mode and keeps their AA contrast.
 */
const figure = css`
  margin: 0 0 1.5rem;
  container-type: inline-size;
  /* Shadows at an edge where more of the picture lies (they cover only while something is hidden there), as tables have. */
  .diagram-scroll {
    overflow-x: auto;
    padding: ${FRAME_PADDING}px;
    border: 1px solid var(--c-border);
    border-radius: var(--radius);
    background:
      linear-gradient(to right, var(--c-bg) 30%, transparent) left / 2.5rem 100% no-repeat local,
      linear-gradient(to left, var(--c-bg) 30%, transparent) right / 2.5rem 100% no-repeat local,
      radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 28%), transparent) left / 0.9rem 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 28%), transparent) right / 0.9rem 100% no-repeat scroll,
      var(--c-bg);
  }
  .diagram-hint {
    display: none;
    margin: 0 0 var(--space-2);
    font-size: var(--text-sm);
    color: var(--c-text-muted);
  }
  .diagram-scroll:focus-visible {
    outline: 2px solid var(--c-focus);
    outline-offset: 2px;
  }
  svg {
    display: block;
    margin: 0 auto;
    width: 100%;
    height: auto;
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
  /** Its drawn width, and the narrowest it may be drawn with no label under 11 px (px, as text: MDX attributes). */
  width: string;
  minWidth: string;
}

/**
 * Drawn at its own size where the column has room, else shrunk to the column down to its
 * `minWidth`; narrower than that it scrolls, and the hint and the edge shadows say so.
 */
const fit = (width: number, minWidth: number) => css`
  svg {
    max-width: ${width}px;
    min-width: ${minWidth}px;
  }
  @container (max-width: ${minWidth + FRAME - 0.5}px) {
    .diagram-hint {
      display: block;
    }
  }
`;

/** A diagram that scrolls inside its own Tab stop when wider than the column, with its text version. */
export function Diagram({ title, svg, steps, width, minWidth }: DiagramProps) {
  return (
    <figure css={[figure, fit(Number(width), Number(minWidth))]} className="diagram">
      {/* What the eye needs; the region's name and the text version below serve assistive technology (and search skips it). */}
      <p className="diagram-hint" aria-hidden="true">
        Scroll sideways to see the whole diagram →
      </p>
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
