/** The API overview's facts, a module of their own so the overview's components and their list share them without an import cycle. */
import type { ApiSecurityScheme, ApiServer } from '../core/types';

/** What the API overview shows of the spec: its operation count, tags and document-level information. */
export interface ApiOverviewFacts {
  /** The numbers of operations and tags (the queries' totalCount). */
  operationCount: number;
  tagCount: number;
  tags: { displayName: string; path: string; descriptionHtml: string | null; operationCount: number }[];
  info: {
    version: string;
    openapiVersion: string;
    servers: ApiServer[];
    securitySchemes: ApiSecurityScheme[];
    license: { name: string; url: string | null } | null;
  } | null;
}
