/**
 * OpenAPI -> render model for the API reference pages. Pure TypeScript (no Gatsby / React).
 *
 *   const spec = await loadOpenApi('openapi/pocket-id.yaml');
 *   const model = buildApiModel(spec.document);
 */
import { buildApiModel, type BuildApiModelOptions } from './buildApiModel';
import { loadOpenApi } from './loadOpenApi';
import type { ApiModel } from './types';

export * from './types';
export { OpenApiError } from './OpenApiError';
export { loadOpenApi, type LoadedSpec } from './loadOpenApi';
export { buildApiModel, splitPath, DEFAULT_TAG, type BuildApiModelOptions } from './buildApiModel';
export { kebabCase, assignOperationSlugs, assignTagSlugs, baseOperationSlug, type SlugSource, type SlugAssignment } from './slug';
export { markdownToHtml, markdownToInlineHtml, sanitizeFragment, type MarkdownOptions } from './markdown';
export { buildSchemaTree, buildRepeatNode, constraintsOf, type SchemaTreeOptions, type SchemaDirection } from './schemaTree';
export { mediaTypeExample, schemaExample, generateExample, exampleToText, type ExampleResult, type ExampleDirection } from './example';
export {
  buildCodeSamples,
  curlSample,
  javascriptSample,
  pythonSample,
  goSample,
  sampleUrl,
  PLACEHOLDERS,
  type SampleRequest,
  type CodeSample,
} from './codeSamples';
export { highlightCode, languageForMediaType } from './highlight';
export { describeSecuritySchemes, operationAuth, chooseSampleAuth, type SampleAuth } from './security';

/** Loads, validates and converts a spec file in one call; load warnings are merged into `model.warnings`. */
export async function loadApiModel(file: string, options: BuildApiModelOptions = {}): Promise<ApiModel> {
  const spec = await loadOpenApi(file);
  const model = buildApiModel(spec.document, options);
  return { ...model, warnings: [...spec.warnings, ...model.warnings] };
}
