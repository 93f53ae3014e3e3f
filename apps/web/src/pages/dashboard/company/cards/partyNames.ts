/**
 * The names a party list shows: a name that several parties share (three subsidiaries all called
 * "Spree Bau Austria GmbH") gets the party's seat, "Spree Bau Austria GmbH, Wien", so that the
 * rows can be told apart; a name that is unique stays as it is.
 */
export function distinctPartyNames<Party>(
  parties: readonly Party[],
  nameOf: (party: Party) => string,
  seatOf: (party: Party) => string | null,
): string[] {
  const names = parties.map(nameOf);
  const count = new Map<string, number>();
  for (const name of names) count.set(name, (count.get(name) ?? 0) + 1);
  return names.map((name, index) => {
    const seat = (count.get(name) ?? 0) > 1 ? seatOf(parties[index]!) : null;
    return seat ? `${name}, ${seat}` : name;
  });
}
