/**
 * Every page type and its template, under one name. A page type is a body kind (PAGE_BODIES, whose
 * key also names its context: PageContextOf) or one of the two with no body of their own; its
 * template is that name in kebab-case in src/templates/ (`apiOperation`: `api-operation.tsx`), so
 * a kind and its template cannot drift apart, and a name with no template fails tsc (not a page
 * type) or test/unit/gatsby/pageTemplates.test.ts (no file), not the build.
 */
import path from 'path';
import type { BodyKindName } from '../bodies/renderBody';
import { PROJECT_ROOT } from '../projectRoot';

/**
 * The page types with no body kind: a redirect stub, and develop's notice for a page without a default export.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const PAGE_TYPES_WITHOUT_BODY = ['redirect', 'missingExport'] as const;

export type PageType = BodyKindName | (typeof PAGE_TYPES_WITHOUT_BODY)[number];

/**
 * A page type's template file name: its name in kebab-case.
 * @internal Exported for its tests; production uses it in this file only.
 */
export const templateFileName = (type: PageType) => `${type.replace(/[A-Z]/g, letter => `-${letter.toLowerCase()}`)}.tsx`;

/** The path of a page type's template, as createPage takes it. */
export const template = (type: PageType) => path.resolve(PROJECT_ROOT, 'src', 'templates', templateFileName(type));
