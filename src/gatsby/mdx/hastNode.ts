/**
 * The part of a hast (or MDX JSX) node that rehypeDiagrams (src/diagrams/) reads and writes. One
 * loose shape for all of them: each plugin touches a few fields, and the MDX JSX nodes they
 * create (`mdxJsxFlowElement`) are not in hast's own types.
 */
export interface HastNode {
  type: string;
  tagName?: string;
  /** An MDX JSX element's component name. */
  name?: string;
  value?: string;
  properties?: Record<string, unknown>;
  attributes?: { type: 'mdxJsxAttribute'; name: string; value: string }[];
  children?: HastNode[];
  data?: Record<string, unknown>;
  position?: { start: { line: number } };
}
