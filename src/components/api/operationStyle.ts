import { css } from '@emotion/react';
import { TWO_COLUMN_MIN_WIDTH } from './layout';

/**
 * Styles of an operation page's body (and a schema page's tree; schemaPageStyle has the rest of that page), applied by the page template:
 * the body is HTML rendered at build time, and styles that ride along in each page's data would repeat the
 * same rules in every one of them (a third of an operation's page data).
 */
export const operationStyle = css`
  /* An operation's body, and a schema page's (its tree only). */
  .api-operation,
  .api-schema {
    .api-examples h2 {
      font-size: var(--text-md);
      margin-top: 0;
    }
    /* Samples are highlighted as one block (no per-line wrappers), so the code itself takes the padding. */
    .api-examples pre > code.hljs {
      display: inline-block;
      min-width: 100%;
      padding: 0 1rem;
    }
    /* Tight enough that eight statuses fit one row of a 390 px phone. */
    .response-examples [role='tablist'] {
      gap: 0;
    }
    .response-examples [role='tab'] {
      font-family: var(--font-mono);
      font-size: var(--text-sm);
      padding: 0.4rem 0.45rem;
    }
    .no-example {
      color: var(--c-text-muted);
      font-size: var(--text-base);
    }
    .media-type-name {
      font-size: var(--text-sm);
      color: var(--c-text-muted);
      margin: 0 0 0.4rem;
    }
    /* One field (a schema property, parameter or header): name, type, required marker and constraints on one row. */
    .schema-tree,
    .api-params,
    .api-responses {
      .field-head {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.2rem 0.55rem;
        line-height: 1.5;
      }
      .name {
        font-family: var(--font-mono);
        font-weight: 700;
        font-size: var(--text-base);
        color: var(--c-text);
        background: none;
        border: 0;
        padding: 0;
        overflow-wrap: anywhere;
      }
      .type {
        font-family: var(--font-mono);
        font-size: var(--text-sm);
        color: var(--c-tok-attr);
        overflow-wrap: anywhere;
      }
      .flag {
        font-size: var(--text-xs);
        font-weight: 600;
      }
      .required {
        color: var(--c-danger);
      }
      .muted {
        color: var(--c-text-muted);
        font-weight: 500;
      }
      .constraint {
        font-family: var(--font-mono);
        font-size: var(--text-xs);
        color: var(--c-text-muted);
        background: var(--c-bg-soft);
        border: 1px solid var(--c-border);
        border-radius: 0.25rem;
        padding: 0 0.3rem;
        overflow-wrap: anywhere;
      }
      .field-body {
        margin: 0.2rem 0 0;
        font-size: var(--text-base);
      }
      .field-body .api-markdown > :last-child {
        margin-bottom: 0.3rem;
      }
      .field-body p {
        margin: 0 0 0.3rem;
      }
      .facts {
        font-size: var(--text-sm);
        color: var(--c-text-muted);
      }
      .facts > div {
        margin: 0.1rem 0;
      }
      .facts code {
        font-size: var(--text-xs);
        overflow-wrap: anywhere;
      }
      .facts pre {
        margin: 0.3rem 0;
        padding: 0.5rem 0;
        font-size: var(--text-xs);
      }
      .facts pre code {
        display: block;
        padding: 0 0.75rem;
      }
    }
    .schema-tree {
      margin: 0 0 1.25rem;
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      li {
        padding: 0.55rem 0;
        border-top: 1px solid var(--c-border);
      }
      li:first-of-type {
        border-top: 0;
      }
      .children {
        margin: 0.35rem 0 0 0.15rem;
        padding: 0 0 0 0.9rem;
        border-left: 2px solid var(--c-border);
      }
      details > summary {
        cursor: pointer;
        display: inline-block;
        font-size: var(--text-sm);
        color: var(--c-link);
        padding: 0.1rem 0.25rem 0.1rem 0;
        border-radius: 0.25rem;
      }
      details > summary::-webkit-details-marker {
        display: none;
      }
      details > summary::before {
        content: '';
        display: inline-block;
        width: 0.45em;
        height: 0.45em;
        margin: 0 0.5em 0.1em 0.15em;
        border: solid currentColor;
        border-width: 0 2px 2px 0;
        transform: rotate(-45deg);
        transition: transform 0.15s;
      }
      details[open] > summary::before {
        transform: rotate(45deg);
      }
      details[open] > summary {
        margin-bottom: 0.2rem;
      }
      /* The folded rest of a long top-level object, under its required fields. */
      .more-fields {
        padding-top: 0.55rem;
        border-top: 1px solid var(--c-border);
      }
      .alt-label {
        display: block;
        font-weight: 600;
        font-size: var(--text-sm);
        margin: 0.4rem 0 0.1rem;
      }
      .root > li {
        border-top: 0;
        padding-top: 0;
      }
      .schema-tools {
        display: flex;
        gap: 0.5rem;
        justify-content: flex-end;
        margin: 0 0 0.25rem;
      }
      .schema-tools button {
        font: inherit;
        font-size: var(--text-xs);
        color: var(--c-link);
        background: none;
        border: 1px solid var(--c-border);
        border-radius: 0.3rem;
        padding: 0.1rem 0.5rem;
        cursor: pointer;
      }
      .schema-tools button:hover {
        background: var(--c-bg-soft);
      }
      .link-back {
        font-size: var(--text-xs);
      }
    }
    /* Parameters are a list, not a table: narrow screens stack them as cards instead of scrolling sideways. */
    .api-params {
      list-style: none;
      margin: 0 0 1.5rem;
      padding: 0;
      border-top: 1px solid var(--c-border);
      > li {
        padding: 0.7rem 0;
        border-bottom: 1px solid var(--c-border);
      }
      .schema-tree {
        margin: 0.5rem 0 0;
      }
      @media (max-width: 600px) {
        border-top: 0;
        > li {
          border: 1px solid var(--c-border);
          border-radius: var(--radius);
          padding: 0.65rem 0.8rem;
          margin: 0 0 0.6rem;
          background: var(--c-bg-soft);
        }
      }
    }
    .api-responses,
    .response-examples {
      .status {
        display: inline-block;
        font-family: var(--font-mono);
        font-weight: 700;
        font-size: var(--text-sm);
        padding: 0 0.4rem;
        border-radius: 0.3rem;
        border: 1px solid currentColor;
        line-height: 1.5;
      }
      .status[data-kind='success'] {
        color: var(--c-tip);
      }
      .status[data-kind='client-error'],
      .status[data-kind='server-error'] {
        color: var(--c-danger);
      }
      .status[data-kind='redirect'],
      .status[data-kind='info'],
      .status[data-kind='default'] {
        color: var(--c-info);
      }
    }
    .api-responses {
      .response {
        border: 1px solid var(--c-border);
        border-radius: var(--radius);
        margin: 0 0 0.6rem;
      }
      .response > summary {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 0.3rem 0.6rem;
        padding: 0.55rem 0.8rem;
        cursor: pointer;
        list-style: none;
      }
      .response > summary::-webkit-details-marker {
        display: none;
      }
      .response > summary::after {
        content: '';
        margin-left: auto;
        flex: none;
        /* On the first line, beside the status and model, when the summary wraps. */
        align-self: flex-start;
        margin-top: 0.55em;
        width: 0.45em;
        height: 0.45em;
        border: solid var(--c-text-muted);
        border-width: 0 2px 2px 0;
        transform: rotate(45deg);
        transition: transform 0.15s;
      }
      .response[open] > summary::after {
        transform: rotate(-135deg);
      }
      .response[open] > summary {
        border-bottom: 1px solid var(--c-border);
      }
      .response-summary {
        min-width: 0;
        flex: 1 1 10rem;
        overflow-wrap: anywhere;
      }
      .response-model {
        font-family: var(--font-mono);
        font-size: var(--text-xs);
        color: var(--c-text-muted);
        white-space: nowrap;
      }
      .response-body {
        padding: 0.75rem 0.8rem 0.25rem;
      }
      .headers {
        list-style: none;
        margin: 0 0 1rem;
        padding: 0;
      }
      .headers li {
        padding: 0.4rem 0;
        border-bottom: 1px solid var(--c-border);
      }
    }
  }
  /*
   * The page's layout. The body island and its two columns give their parts to the
   * article's grid (display: contents), so that on phones the request sample sits right
   * under the method bar, and on wide screens the samples column starts level with the
   * method bar instead of below the page's header.
   */
  article:has(> #page-content > .api-operation) {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'crumbs' 'title' 'lead' 'header' 'samples' 'toc' 'details' 'responses' 'meta' 'pager';
    /* Grid items may be narrower than their content: wide code scrolls inside its box. */
    > *,
    .api-details,
    .api-examples > section {
      min-width: 0;
    }
    > .breadcrumbs {
      grid-area: crumbs;
    }
    > .title-row {
      grid-area: title;
    }
    > .lead {
      grid-area: lead;
    }
    > #page-header {
      grid-area: header;
    }
    > .toc-inline {
      grid-area: toc;
    }
    > .page-meta {
      grid-area: meta;
    }
    > nav:last-of-type {
      grid-area: pager;
    }
    > #page-content,
    .api-operation,
    .api-examples {
      display: contents;
    }
    .api-details {
      grid-area: details;
    }
    .code-samples {
      grid-area: samples;
      margin-bottom: 1.5rem;
    }
    .response-examples {
      grid-area: responses;
      margin-top: 1rem;
    }
    .api-examples pre {
      max-height: 24rem;
    }
    @media (min-width: ${TWO_COLUMN_MIN_WIDTH}px) {
      grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
      /* The details row takes what the sticky column adds, so no gap opens between the rows beside it. */
      grid-template-rows: auto auto auto auto auto 1fr auto auto;
      grid-template-areas: 'crumbs crumbs' 'title title' 'lead examples' 'header examples' 'toc examples' 'details examples' 'meta meta' 'pager pager';
      column-gap: 2.5rem;
      /* One sticky column no taller than the window: the request and the response share it,
         each box scrolling on its own, so both are always in view. */
      .api-examples {
        grid-area: examples;
        align-self: start;
        position: sticky;
        /* Follows the navbar as it hides and returns (DocPage sets --sticky-top). */
        top: calc(var(--sticky-top, var(--navbar-height)) + 1rem);
        max-height: calc(100vh - var(--sticky-top, var(--navbar-height)) - 2rem);
        transition:
          top 0.2s ease,
          max-height 0.2s ease;
        display: flex;
        flex-direction: column;
        gap: 1.5rem;
      }
      .api-examples > section,
      .api-examples .tabs,
      .api-examples [role='tabpanel']:not([hidden]),
      .api-examples .code-block {
        display: flex;
        flex-direction: column;
        min-height: 0;
        margin: 0;
      }
      .code-samples,
      .response-examples {
        margin: 0;
      }
      .api-examples pre {
        flex: 0 1 auto;
        min-height: 5rem;
        max-height: none;
        overflow: auto;
      }
      /* Responses are usually the longer: they give up room faster, so the request keeps a fair share. */
      .response-examples pre {
        flex-shrink: 2;
      }
    }
  }
`;
