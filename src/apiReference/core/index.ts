/**
 * OpenAPI -> render model for the API reference pages. Pure TypeScript (no Gatsby / React).
 *
 *   const model = await loadApiModel('openapi/pocket-id.yaml');
 */
import { buildApiModel, type BuildApiModelOptions } from './buildApiModel';
import { loadOpenApi } from './loadOpenApi';
import type { ApiModel } from './types';

export * from './types';
export { OpenApiError } from './OpenApiError';

/** Loads, validates and converts a spec file in one call; load warnings are merged into `model.warnings`. */
export async function loadApiModel(file: string, options: BuildApiModelOptions = {}): Promise<ApiModel> {
  const spec = await loadOpenApi(file);
  const model = buildApiModel(spec.document, options);
  return { ...model, warnings: [...spec.warnings, ...model.warnings] };
}
