/**
 * The collator of the grouping rules, built on its first comparison. Building one loads ICU's
 * collation data: milliseconds of cold work that, at a module's top level, ran before a listing's first
 * rows although only groups ever compare names this way. `localeCompare` with a locale would build one
 * per call instead.
 */
let dutchNames: Intl.Collator | undefined;

/** Dutch order (spec §9: group names). */
export const dutchOrder = (): Intl.Collator => (dutchNames ??= new Intl.Collator('nl'));
