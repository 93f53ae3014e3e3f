import { WORKSPACE_LIMITS } from '@fd/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { firstListWithRoom, LeadListOptions } from './LeadListOptions';

const FULL = WORKSPACE_LIMITS.itemsPerList;
const lists = [
  { id: 1, name: 'Full', item_count: FULL },
  { id: 2, name: 'Room', item_count: FULL - 1 },
  { id: 3, name: 'Empty', item_count: 0 },
];

describe('firstListWithRoom', () => {
  it('skips full lists', () => {
    expect(firstListWithRoom(lists)?.id).toBe(2);
  });

  it('finds none when every list is full or there are none', () => {
    expect(firstListWithRoom([{ id: 1, name: 'Full', item_count: FULL }])).toBeUndefined();
    expect(firstListWithRoom(null)).toBeUndefined();
    expect(firstListWithRoom(undefined)).toBeUndefined();
  });
});

describe('LeadListOptions', () => {
  it('offers every list by name with its count, a full one disabled', () => {
    const html = renderToStaticMarkup(
      <select>
        <LeadListOptions lists={lists} />
      </select>,
    );
    expect(html.match(/<option/g)).toHaveLength(3);
    expect(html).toMatch(/<option value="1" disabled="">Full \(/);
    expect(html).toMatch(/<option value="2">Room \(/);
    expect(html).toMatch(/<option value="3">Empty \(/);
  });
});
