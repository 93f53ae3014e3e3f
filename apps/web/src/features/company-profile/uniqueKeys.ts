/** React keys for list items that may repeat: each item's own key, numbered from its second occurrence. */
export function uniqueKeys<Item>(items: readonly Item[], keyOf: (item: Item) => string): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = keyOf(item);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}#${count}`;
  });
}
