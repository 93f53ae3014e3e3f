import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and ties the hint to it', () => {
    const html = renderToStaticMarkup(
      <TextField
        id="radius"
        label="Radius"
        value="25"
        onChange={() => {}}
        hint="in km"
        hintClassName="hint"
      />,
    );
    expect(html).toContain('<label for="radius" class="field-label">Radius</label>');
    expect(html).toMatch(/<input id="radius" class="input" aria-describedby="radius-hint" value="25"\/>/);
    expect(html).toContain('<p id="radius-hint" class="hint">in km</p>');
  });

  it('passes the other input attributes through and leaves out the hint when there is none', () => {
    const html = renderToStaticMarkup(
      <TextField id="mail" label="E-Mail" value="a@b.de" type="email" required readOnly maxLength={254} />,
    );
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('<p');
    expect(html).toContain('type="email"');
    expect(html).toContain('required=""');
    expect(html).toContain('readOnly=""');
    expect(html).toContain('maxLength="254"');
  });
});
