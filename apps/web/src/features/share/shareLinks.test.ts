import { describe, expect, it } from 'vitest';
import { SHARE_TARGETS, shareText, shareUrl } from './shareLinks';

describe('shareText', () => {
  it('joins the name and a short description', () => {
    expect(shareText('Muster GmbH', 'Baut Häuser.')).toBe('Muster GmbH – Baut Häuser.');
  });

  it('cuts the description at 200 characters', () => {
    const text = shareText('A', 'x'.repeat(250));
    expect(text).toBe(`A – ${'x'.repeat(200)}…`);
  });

  it('is the name alone when there is no description', () => {
    expect(shareText('Muster GmbH', null)).toBe('Muster GmbH');
    expect(shareText('Muster GmbH', '   ')).toBe('Muster GmbH');
  });
});

describe('shareUrl', () => {
  const url = 'https://example.test/dashboard/companies/7';

  it('encodes the page address for every network', () => {
    for (const target of SHARE_TARGETS) {
      expect(shareUrl(target, url, 'Müller & Söhne', 'Müller')).toContain(encodeURIComponent(url));
    }
  });

  it('puts text and link into the e-mail body', () => {
    const mail = shareUrl('email', url, 'Muster GmbH', 'Muster GmbH');
    expect(mail.startsWith('mailto:?subject=Muster%20GmbH&body=')).toBe(true);
    expect(decodeURIComponent(mail.split('body=')[1] ?? '')).toBe(`Muster GmbH\n\n${url}`);
  });

  it('sends the tweet text with an ampersand intact', () => {
    expect(shareUrl('twitter', url, 'A & B', 'A & B')).toContain('text=A%20%26%20B');
  });
});
