import { Trash2 } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IconButton } from './IconButton';
import { SearchInput } from './SearchInput';

describe('IconButton', () => {
  it('names its action for screen readers and as tooltip, and hides the icon from them', () => {
    const html = renderToStaticMarkup(
      <IconButton
        label="Remove “Muster GmbH”"
        icon={Trash2}
        className="remove"
        disabled
        onClick={() => {}}
      />,
    );
    expect(html).toMatch(
      /^<button type="button" class="remove" disabled="" aria-label="Remove “Muster GmbH”" title="Remove “Muster GmbH”">/,
    );
    expect(html).toContain('<svg');
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('width="18"');
  });
});

describe('SearchInput', () => {
  it('labels the search box for screen readers only', () => {
    const html = renderToStaticMarkup(
      <SearchInput
        id="filter"
        label="Filter"
        value="gmbh"
        placeholder="Name"
        className="wide"
        onChange={() => {}}
      />,
    );
    expect(html).toBe(
      '<label for="filter" class="visually-hidden">Filter</label><input id="filter" type="search" class="input wide" placeholder="Name" value="gmbh"/>',
    );
  });
});
