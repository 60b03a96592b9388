/**
 * A page type's template is its name in kebab-case (src/gatsby/pages/pageTemplates.ts): every page
 * type must have that file in src/templates/, and every template there must be a page type's, so a
 * missing or renamed template fails here, not in the build.
 */
import fs from 'fs';
import path from 'path';
import { PAGE_BODIES } from '../../../src/gatsby/bodies/pageBodies';
import { PAGE_TYPES_WITHOUT_BODY, template, templateFileName, type PageType } from '../../../src/gatsby/pages/pageTemplates';
import { ROOT } from '../../support/paths';

const TEMPLATES = path.join(ROOT, 'src', 'templates');
const pageTypes: PageType[] = [...(Object.keys(PAGE_BODIES) as (keyof typeof PAGE_BODIES)[]), ...PAGE_TYPES_WITHOUT_BODY];

test('a page type names its template in kebab-case', () => {
  expect(templateFileName('apiOperation')).toBe('api-operation.tsx');
  expect(templateFileName('doc')).toBe('doc.tsx');
  expect(templateFileName('missingExport')).toBe('missing-export.tsx');
  expect(template('clientExamples')).toBe(path.join(TEMPLATES, 'client-examples.tsx'));
});

test('every page type has its template in src/templates/', () => {
  expect(pageTypes.filter(type => !fs.existsSync(template(type))).map(templateFileName)).toEqual([]);
});

test('every template in src/templates/ is the template of a page type', () => {
  const named = new Set(pageTypes.map(templateFileName));
  expect(fs.readdirSync(TEMPLATES).filter(file => !named.has(file))).toEqual([]);
});
