/**
 * The part of a hast (or MDX JSX) node that the site's rehype plugins read and write. One
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
