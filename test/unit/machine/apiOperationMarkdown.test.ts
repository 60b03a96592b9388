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
    descriptionMarkdown: null,
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

test('descriptions are printed from their Markdown: headings nested under the section, site links absolute, raw HTML left out', () => {
  const op = {
    method: 'get',
    path: '/api/x',
    title: 'X',
    operationId: null,
    descriptionHtml: null,
    descriptionMarkdown: '# Limits\n\nSee [keys](/docs/api#keys) and `a|b` <script>alert(1)</script>.\n\n- one\n- two',
    deprecated: false,
    auth: { required: false, role: null, lines: [], alternatives: [], noteHtml: null },
    parameters: { path: [], query: [], header: [], cookie: [] },
    requestBody: null,
    responses: [],
    codeSamples: [],
    tag: { displayName: 'T', path: '/docs/api/t' },
  } as unknown as Parameters<OperationMarkdown['body']>[0];
  const out = new OperationMarkdown(p => `https://e.org${p}`).body(op);
  expect(out).toContain('### Limits\n\nSee [keys](https://e.org/docs/api#keys) and `a|b` alert(1).\n\n- one\n- two\n\n## Authentication');
  expect(markdownProblems(out)).toEqual([]);
});
