import React from 'react';
import type { ApiResponse } from '../core/types';
import { ResponseDetails } from './ResponseDetails';

/**
 * Responses by status, each a disclosure: success responses open, the others (errors, which
 * mostly share one error model) collapsed to a one-line summary.
 */
export function ResponsesSection({ responses }: { responses: ApiResponse[] }) {
  if (responses.length === 0) return null;
  const anySuccess = responses.some(r => r.kind === 'success');
  return (
    <section className="api-responses" aria-labelledby="responses">
      <h2 id="responses">Responses</h2>
      {responses.map((response, index) => (
        <ResponseDetails key={response.status} response={response} open={response.kind === 'success' || (!anySuccess && index === 0)} />
      ))}
    </section>
  );
}
