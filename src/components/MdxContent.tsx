import React from 'react';
import { MDXProvider } from '@mdx-js/react';
import { mdxComponents } from './mdx';

/** Supplies the content components (Admonition, Tabs, code blocks, links) to compiled MDX. */
export function MdxContent({ children }: { children: React.ReactNode }) {
  return <MDXProvider components={mdxComponents}>{children}</MDXProvider>;
}
