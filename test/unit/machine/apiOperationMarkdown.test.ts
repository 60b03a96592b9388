/** API operation twins from the render model. */
import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';
import { OperationMarkdown } from '../../../src/twins/apiOperationMarkdown';
import { markdownProblems } from '../../support/markdownCheck';
import { loadFixtureDoc } from '../apiReference/helpers';

const render = async (operationId: string) => {
  const model = buildApiModel(await loadFixtureDoc('pocket-id-mini.yaml'));
  const op = model.operations.find(o => o.operationId === operationId);
  if (!op) throw new Error(`fixture has no ${operationId}`);
  const tag = model.tags.find(t => t.slug === op.tagSlug)!;
  return new OperationMarkdown(p => `https://e.org${p}`).body({ ...op, tag: { displayName: tag.displayName, path: `/docs/api/endpoints/${tag.slug}` } });
};

test('method and path, tag link, authentication, parameters, body, responses and the curl sample', async () => {
  const out = await render('listUsers');
  expect(out).toMatch(/^`GET \/api\/users`\n\nPart of \[[^\]]+\]\(https:\/\/e\.org\/docs\/api\/endpoints\/[\w-]+\) · operation ID `listUsers`/);
  expect(out).toContain('## Authentication');
  expect(out).toMatch(/## Parameters\n\n### Query parameters\n\n\| Name \| Type \| Required \| Description \|/);
  expect(out).toMatch(/## Responses\n\n### 200/);
  expect(out).toMatch(/## Example request\n\n```bash\ncurl /);
  expect(markdownProblems(out)).toEqual([]);
});

test('request bodies list the schema as nested properties with required flags', async () => {
  const out = await render('createUser');
  expect(out).toMatch(/## Request body\n\nRequired\./);
  expect(out).toMatch(/- Body \(`[^`]+`\)/);
  expect(out).toMatch(/\n {2}- `\w+` \(`[^`]+`, required/);
  expect(markdownProblems(out)).toEqual([]);
});

test('a pattern constraint stays text, not a link', () => {
  const lines = new OperationMarkdown(p => p).schemaLines({
    role: 'property',
    name: 'username',
    typeLabel: 'string',
    refName: null,
    required: true,
    readOnly: false,
    writeOnly: false,
    deprecated: false,
    nullable: false,
    enumValues: null,
    constValue: null,
    defaultValue: null,
    example: null,
    format: null,
    constraints: ['pattern ^[a-z]([a-z_.-]*[a-z])?$'],
    descriptionHtml: null,
    children: [],
    alternatives: null,
    not: null,
    recursiveRef: null,
    repeatOf: null,
    truncated: false,
    schemaPage: null,
  });
  expect(lines).toEqual(['- `username` (`string`, required): pattern ^\\[a-z\\](\\[a-z_.-\\]\\*\\[a-z\\])?$.']);
  expect(markdownProblems(lines.join('\n'))).toEqual([]);
});
