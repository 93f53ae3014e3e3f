/**
 * A value as a LIKE pattern matches it literally (with `ESCAPE '\'`): its `%`, `_` and `\` are
 * escaped, so typed text never becomes a wildcard.
 */
export const escapeLike = (value: string): string => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);
