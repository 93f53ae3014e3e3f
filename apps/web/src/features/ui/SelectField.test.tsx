import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SelectField } from './SelectField';

describe('SelectField', () => {
  it('labels the select, holds its options and ties the hint to it', () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="sort"
        label="Order"
        value="name"
        onChange={() => {}}
        hint="A to Z"
        hintClassName="hint"
      >
        <option value="name">Name</option>
        <option value="date">Date</option>
      </SelectField>,
    );
    expect(html).toMatch(/^<div class="field"><label for="sort" class="field-label">Order<\/label>/);
    expect(html).toContain('<select id="sort" class="input" aria-describedby="sort-hint">');
    expect(html).toContain(
      '<option value="name" selected="">Name</option><option value="date">Date</option>',
    );
    expect(html).toContain('<p id="sort-hint" class="hint">A to Z</p>');
  });

  it('takes the layout class of its frame, passes other attributes through and leaves out a missing hint', () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="type"
        fieldClassName="toolbar"
        label="Type"
        value=""
        onChange={() => {}}
        required
        disabled
      >
        <option value="">Choose</option>
      </SelectField>,
    );
    expect(html).toMatch(/^<div class="toolbar"><label for="type" class="field-label">/);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('<p');
    expect(html).toContain('required=""');
    expect(html).toContain('disabled=""');
  });
});
