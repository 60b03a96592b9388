/**
 * Error thrown when an OpenAPI document cannot be used.
 * The message always names the file and, when known, the JSON pointer of the problem.
 */
export class OpenApiError extends Error {
  /** Path of the spec file that failed. */
  readonly file: string;
  /** JSON pointer of the problem inside the document (e.g. `#/paths/~1api~1users/get/responses`), or null. */
  readonly pointer: string | null;
  /** The reason without file and pointer. */
  readonly reason: string;

  constructor(file: string, pointer: string | null, reason: string) {
    super(`${file}${pointer ? ` at ${pointer}` : ''}: ${reason}`);
    this.name = 'OpenApiError';
    this.file = file;
    this.pointer = pointer;
    this.reason = reason;
  }
}
