/**
 * An MDX doc with `export default` would swap the page layout for whatever it exports;
 * a file that only exports values would render blank. Fail with the file named instead.
 */
import type { Root } from 'mdast';
import type {} from 'mdast-util-mdxjs-esm';

export function remarkNoDefaultExport() {
  return (tree: Root, file: { path?: string; history?: string[] }) => {
    for (const node of tree.children) {
      if (node.type === 'mdxjsEsm' && /(^|\n)\s*export\s+default\b|export\s*\{[^}]*\bas\s+default\b/.test(node.value)) {
        const where = file.path ?? file.history?.[0] ?? 'an MDX file';
        throw new Error(
          `${where}: MDX docs must not use \`export default\`. The page component is generated from the file's content; ` +
            'remove the default export (named exports are fine).',
        );
      }
    }
  };
}
