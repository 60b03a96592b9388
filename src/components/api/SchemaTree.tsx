import React, { createContext, useContext } from 'react';
import { withPrefix } from 'gatsby';
import { schemaPagePath } from '../../openapi/routes';
import { schemaTitle } from '../../openapi/schemaPages';
import type { SchemaNode } from '../../openapi/types';
import { HtmlBlock } from './HtmlBlock';
import { ValueText } from './ValueText';
import { SCHEMA_EXPAND, SCHEMA_TREE } from './SchemaTree.attributes';

/** Anchor id for a component schema's first expansion on the page. */
const schemaAnchor = (refName: string) => `schema-${refName.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/**
 * First expanded node per component name across all the trees of a page, in render
 * order: recursion and repeats (which may sit in another tree) link back to it.
 */
export function schemaAnchors(roots: (SchemaNode | null | undefined)[]): Map<SchemaNode, string> {
  const anchors = new Map<SchemaNode, string>();
  const seen = new Set<string>();
  const walk = (node: SchemaNode) => {
    if (node.refName && !seen.has(node.refName) && (node.children.length || node.alternatives)) {
      seen.add(node.refName);
      anchors.set(node, schemaAnchor(node.refName));
    }
    displayOrder(node.children).forEach(walk);
    node.alternatives?.options.forEach(walk);
    if (node.not) walk(node.not);
  };
  roots.forEach(root => root && walk(root));
  return anchors;
}

/** Fields in the order a reader needs them: the required ones first, each group in the schema's order. */
function displayOrder(children: SchemaNode[]): SchemaNode[] {
  return [...children.filter(child => child.required), ...children.filter(child => !child.required)];
}

/** A top-level object with more fields than this shows its required ones and folds the rest. */
const FOLD_ABOVE = 8;

/** The fields a long top-level object shows at once, and those behind "Show all fields". */
function foldFields(children: SchemaNode[]): { shown: SchemaNode[]; folded: SchemaNode[] } {
  const ordered = displayOrder(children);
  if (ordered.length <= FOLD_ABOVE) return { shown: ordered, folded: [] };
  const required = ordered.filter(child => child.required).length;
  const shown = Math.min(Math.max(required, 3), FOLD_ABOVE);
  return { shown: ordered.slice(0, shown), folded: ordered.slice(shown) };
}

/** Provided by a page that renders several schema trees; a lone tree computes its own. */
export const SchemaAnchorsContext = createContext<Map<SchemaNode, string> | null>(null);

/** An array's items say nothing the type label does not ("array<string>"): no level of their own. */
const bareItems = (node: SchemaNode) => node.children.length === 1 && node.children[0].role === 'items' && !hasContent(node.children[0]);

const hasContent = (node: SchemaNode): boolean =>
  node.children.length > 0 ||
  node.alternatives !== null ||
  node.not !== null ||
  node.descriptionHtml !== null ||
  node.enumValues !== null ||
  node.constValue !== null ||
  node.constraints.length > 0 ||
  node.example !== null ||
  node.recursiveRef !== null ||
  node.repeatOf !== null ||
  node.truncated;

const expandable = (node: SchemaNode) => (node.children.length > 0 && !bareItems(node)) || node.alternatives !== null || node.not !== null;

/** True when a tree has a collapsible level below its root (worth "Expand all"). */
export function hasNestedLevels(root: SchemaNode): boolean {
  const below = [...root.children, ...(root.alternatives?.options ?? []), ...(root.not ? [root.not] : [])];
  return below.some(expandable);
}

/** Name, type, required marker, other flags and constraints: one row. */
function FieldHead({ node }: { node: SchemaNode }) {
  return (
    <div className="field-head">
      {node.name !== null && <code className="name">{node.name}</code>}
      <span className="type">{node.typeLabel}</span>
      {node.required && <span className="flag required">required</span>}
      {node.nullable && <span className="flag muted">nullable</span>}
      {node.readOnly && <span className="flag muted">read-only</span>}
      {node.writeOnly && <span className="flag muted">write-only</span>}
      {node.deprecated && <span className="flag required">deprecated</span>}
      {node.constraints.map(constraint => (
        <span key={constraint} className="constraint">
          {constraint}
        </span>
      ))}
    </div>
  );
}

/** Description, allowed values, default and example, under the row. */
export function FieldBody({ node }: { node: Pick<SchemaNode, 'descriptionHtml' | 'enumValues' | 'constValue' | 'defaultValue' | 'example'> }) {
  const facts: React.ReactNode[] = [];
  if (node.enumValues)
    facts.push(
      <>
        Allowed:{' '}
        {node.enumValues.map((v, i) => (
          <React.Fragment key={v}>
            {i > 0 && ', '}
            <code>{v}</code>
          </React.Fragment>
        ))}
      </>,
    );
  if (node.constValue)
    facts.push(
      <>
        Always <ValueText text={node.constValue} />
      </>,
    );
  if (node.defaultValue)
    facts.push(
      <>
        Default <ValueText text={node.defaultValue} />
      </>,
    );
  if (node.example)
    facts.push(
      <>
        Example <ValueText text={node.example} />
      </>,
    );
  if (!facts.length && !node.descriptionHtml) return null;
  return (
    <div className="field-body">
      <HtmlBlock html={node.descriptionHtml} />
      {facts.length > 0 && (
        <div className="facts">
          {facts.map((fact, index) => (
            <div key={index}>{fact}</div>
          ))}
        </div>
      )}
    </div>
  );
}

function childSummary(node: SchemaNode): string {
  if (node.alternatives) return `${node.alternatives.options.length} ${node.alternatives.kind === 'oneOf' ? 'alternatives' : 'options'}`;
  if (node.children.length === 1 && node.children[0].role === 'items') return 'Item';
  if (node.children.length) return `${node.children.length} ${node.children.length === 1 ? 'property' : 'properties'}`;
  return 'Excluded schema';
}

/** An object's fields, required first; at the top level a long list folds behind "Show all N fields". */
function Fields({ node, depth, anchors }: { node: SchemaNode; depth: number; anchors: Map<SchemaNode, string> }) {
  const { shown, folded } = depth === 0 ? foldFields(node.children) : { shown: displayOrder(node.children), folded: [] };
  const rows = (nodes: SchemaNode[]) => nodes.map((child, index) => <Row key={`${child.name}-${index}`} node={child} depth={depth + 1} anchors={anchors} />);
  return (
    <>
      <ul>{rows(shown)}</ul>
      {folded.length > 0 && (
        <details className="more-fields">
          <summary>
            Show all {node.children.length} fields ({folded.length} more{folded.every(child => !child.required) ? ', optional' : ''})
          </summary>
          <ul>{rows(folded)}</ul>
        </details>
      )}
    </>
  );
}

function Row({ node, depth, anchors }: { node: SchemaNode; depth: number; anchors: Map<SchemaNode, string> }) {
  const id = anchors.get(node);
  // A repeat links back only where its first showing has an anchor: a schema without
  // properties (a plain object, say) is shown again in full instead, which is one row.
  const backRef = node.recursiveRef ?? node.repeatOf;
  const back = backRef && Array.from(anchors.values()).includes(schemaAnchor(backRef)) ? backRef : null;
  return (
    <li id={id}>
      <FieldHead node={node} />
      {/* An object's own example repeats its properties' examples (and the request sample). */}
      <FieldBody node={expandable(node) ? { ...node, example: null } : node} />
      {back && (
        <a className="link-back" href={`#${schemaAnchor(back)}`}>
          {node.recursiveRef ? `Recursive: ${back} is shown above` : `${back} is shown above`}
        </a>
      )}
      {node.schemaPage ? (
        <a className="link-back" href={withPrefix(schemaPagePath(node.schemaPage))}>
          All fields of {schemaTitle(node.refName ?? '')}
        </a>
      ) : (
        node.truncated && <span className="flag muted">Not expanded further</span>
      )}
      {expandable(node) && (
        <details open={depth < 1}>
          <summary>{childSummary(node)}</summary>
          <div className="children">
            {node.children.length > 0 && !bareItems(node) && <Fields node={node} depth={depth} anchors={anchors} />}
            {node.alternatives && (
              <>
                <span className="alt-label">
                  {node.alternatives.kind === 'oneOf' ? 'Exactly one of' : 'Any of'}
                  {node.alternatives.discriminatorProperty && (
                    <>
                      {' '}
                      (chosen by <code>{node.alternatives.discriminatorProperty}</code>)
                    </>
                  )}
                  :
                </span>
                <ul>
                  {node.alternatives.options.map((option, index) => (
                    <Row key={`${option.name}-${index}`} node={option} depth={depth + 1} anchors={anchors} />
                  ))}
                </ul>
              </>
            )}
            {node.not && (
              <>
                <span className="alt-label">Must not match:</span>
                <ul>
                  <Row node={node.not} depth={depth + 1} anchors={anchors} />
                </ul>
              </>
            )}
          </div>
        </details>
      )}
    </li>
  );
}

/**
 * A schema tree: each level folds with a native <details> (Enter/Space, no JavaScript);
 * "Expand all" and "Collapse all" (SchemaTree.behaviour.ts) open or close every level.
 */
export function SchemaTree({ root }: { root: SchemaNode }) {
  const pageAnchors = useContext(SchemaAnchorsContext);
  const anchors = pageAnchors ?? schemaAnchors([root]);
  return (
    <div className={SCHEMA_TREE}>
      {hasNestedLevels(root) && (
        <div className="schema-tools">
          <button type="button" {...{ [SCHEMA_EXPAND]: 'open' }}>
            Expand all
          </button>
          <button type="button" {...{ [SCHEMA_EXPAND]: 'close' }}>
            Collapse all
          </button>
        </div>
      )}
      <ul className="root">
        <Row node={root} depth={0} anchors={anchors} />
      </ul>
    </div>
  );
}
