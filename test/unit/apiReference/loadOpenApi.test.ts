import { loadOpenApi } from '../../../src/apiReference/core/loadOpenApi';
import { OpenApiError } from '../../../src/apiReference/core/OpenApiError';
import { fixture } from './helpers';

async function loadError(name: string): Promise<OpenApiError> {
  try {
    await loadOpenApi(fixture(name));
  } catch (err) {
    expect(err).toBeInstanceOf(OpenApiError);
    return err as OpenApiError;
  }
  throw new Error(`${name} loaded without error`);
}

describe('loadOpenApi', () => {
  it('loads a valid 3.1 document and keeps internal $refs', async () => {
    const spec = await loadOpenApi(fixture('pocket-id-mini.yaml'));
    expect(spec.openapiVersion).toBe('3.1.0');
    expect(spec.file).toBe(fixture('pocket-id-mini.yaml'));
    const schema = (spec.document as any).paths['/api/users/{id}'].get.responses['200'].content['application/json'].schema;
    expect(schema).toEqual({ $ref: '#/components/schemas/UserDto' });
    expect(() => JSON.stringify(spec.document)).not.toThrow();
  });

  it('keeps circular schemas as $refs (no cycles in the object)', async () => {
    const spec = await loadOpenApi(fixture('circular.yaml'));
    const tree = (spec.document as any).components.schemas.TreeNode;
    expect(tree.properties.children.items).toEqual({ $ref: '#/components/schemas/TreeNode' });
    expect(() => JSON.stringify(spec.document)).not.toThrow();
  });

  it('pulls external $ref files next to the spec into the document', async () => {
    const spec = await loadOpenApi(fixture('external/main.yaml'));
    const doc = spec.document as any;
    expect(JSON.stringify(doc)).not.toMatch(/\.yaml/);
    expect(doc.components.schemas.UserDto.properties.username).toEqual({ type: 'string', minLength: 2, maxLength: 50 });
    expect(doc.components.schemas.UserDto.properties.address.properties.city.example).toBe('Zürich');
    expect(doc.paths['/api/users/{id}'].parameters[0].name).toBe('id');
    expect(doc.paths['/api/users/{id}'].get.responses['404'].description).toBe('Not found');
  });

  it('refuses Swagger 2.0 with a clear message', async () => {
    const err = await loadError('swagger2.yaml');
    expect(err.message).toContain(fixture('swagger2.yaml'));
    expect(err.message).toContain('Swagger 2.0 is not supported; convert it to OpenAPI 3.0 or 3.1');
    expect(err.pointer).toBe('#/swagger');
  });

  it('names file, JSON pointer and reason for a schema violation', async () => {
    const err = await loadError('invalid.yaml');
    expect(err.file).toBe(fixture('invalid.yaml'));
    expect(err.pointer).toBe('#/paths/~1api~1users/get/responses');
    expect(err.reason).toBe('required property "responses" is missing');
    expect(err.message).toBe(`${fixture('invalid.yaml')} at #/paths/~1api~1users/get/responses: required property "responses" is missing`);
  });

  it('names the $ref location for a dangling reference', async () => {
    const err = await loadError('missing-ref.yaml');
    expect(err.pointer).toBe('#/paths/~1api~1users/get/responses/200/content/application~1json/schema');
    expect(err.reason).toContain('#/components/schemas/Nope');
    expect(err.message).toContain(fixture('missing-ref.yaml'));
  });

  it('rejects duplicate operationIds', async () => {
    const err = await loadError('duplicate-operation-id.yaml');
    expect(err.pointer).toBe('#/paths/~1b/get/operationId');
    expect(err.reason).toContain('duplicate operationId "getThing"');
    expect(err.reason).toContain('#/paths/~1a/get');
  });

  it('reports YAML syntax errors with the file name', async () => {
    const err = await loadError('broken-yaml.yaml');
    expect(err.message).toContain(fixture('broken-yaml.yaml'));
    expect(err.reason).toMatch(/cannot parse YAML/);
  });

  it('reports a missing file', async () => {
    const err = await loadError('does-not-exist.yaml');
    expect(err.reason).toMatch(/cannot read file/);
  });
});
