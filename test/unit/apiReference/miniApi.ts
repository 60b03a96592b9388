import { buildApiModel } from '../../../src/apiReference/core/buildApiModel';

/** A field long enough that the component holding two of them gets a schema page of its own. */
const long = { type: 'string', description: 'x'.repeat(3000) };

/**
 * An API in miniature for tests that render bodies: one operation with a path and a query
 * parameter whose request body is a long shared component with a namespaced name, as in
 * Kubernetes (so it has a schema page titled `Pod` under the name `io.k8s.api.core.v1.Pod`).
 */
export const miniApi = buildApiModel({
  openapi: '3.0.0',
  info: { title: 'Mini', version: '1' },
  paths: {
    '/pods/{name}': {
      put: {
        operationId: 'updatePod',
        tags: ['core'],
        parameters: [
          { name: 'name', in: 'path', required: true, schema: { type: 'string' } },
          { name: 'dryRun', in: 'query', schema: { type: 'boolean' } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/io.k8s.api.core.v1.Pod' } } } },
        responses: { '204': { description: 'Updated' } },
      },
    },
  },
  components: { schemas: { 'io.k8s.api.core.v1.Pod': { type: 'object', properties: { spec: long, status: long } } } },
});
