import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';

/** The footer and the contact and support pages show the business hours from one key (`contact.hours`). */
describe('business hours', () => {
  it('are written once per language', () => {
    for (const catalogue of [de, en]) {
      const occurrences = JSON.stringify(catalogue).split(catalogue.contact.hours).length - 1;
      expect(occurrences).toBe(1);
    }
  });
});
