import React, { useState } from 'react';
import { CATEGORY_LABELS, ClientCategory } from '../core/clientExample';
import type { ClientFilter } from '../core/clientFilter';
import { moreFiltersStyle, moreFiltersToggleStyle } from './ClientMoreFilters.style';

const CAPABILITIES: { key: keyof ClientFilter['capabilities']; label: string }[] = [
  { key: 'pkce', label: 'Sends PKCE' },
  { key: 'groups', label: 'Reads groups / roles' },
  { key: 'public', label: 'Public client' },
  { key: 'confidential', label: 'Confidential client' },
];

interface MoreFiltersProps {
  categories: readonly ClientCategory[];
  filter: ClientFilter;
  setCategory: (category: string) => void;
  setCapability: (key: keyof ClientFilter['capabilities'], on: boolean) => void;
}

/**
 * The client-examples index's category and capability filters. On phones they fold behind one
 * button, so the cards start near the top; wider screens always show them.
 */
export function ClientMoreFilters({ categories, filter, setCategory, setCapability }: MoreFiltersProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        css={moreFiltersToggleStyle}
        className="more-filters-toggle"
        aria-expanded={open}
        aria-controls="client-more-filters"
        onClick={() => setOpen(!open)}
      >
        Category and capabilities
      </button>
      <div css={moreFiltersStyle} className="more-filters" id="client-more-filters" data-open={open}>
        <div className="field">
          <label htmlFor="client-category">Category</label>
          <select id="client-category" value={filter.category} onChange={e => setCategory(e.target.value)}>
            <option value="">All categories</option>
            {categories.map(c => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend>Capabilities</legend>
          {CAPABILITIES.map(c => (
            <label key={c.key}>
              <input type="checkbox" name={c.key} checked={filter.capabilities[c.key]} onChange={e => setCapability(c.key, e.target.checked)} />
              {c.label}
            </label>
          ))}
        </fieldset>
      </div>
    </>
  );
}
