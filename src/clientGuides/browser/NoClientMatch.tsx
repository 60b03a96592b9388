import React from 'react';

/** Where the client-examples filters match nothing: what to try, and a button that clears them. */
export function NoClientMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="empty">
      <p className="title">No application matches these filters.</p>
      <p>
        Try fewer filters, or <a href="#connect-an-app-that-is-not-listed">connect an app that is not listed</a> with the generic settings.
      </p>
      <p>
        <button type="button" onClick={onClear}>
          Clear filters
        </button>
      </p>
    </div>
  );
}
