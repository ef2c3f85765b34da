/**
 * The collators of the sorting rules, each built on its first comparison. Building one loads ICU's
 * collation data: milliseconds of cold work that, at a module's top level, ran before a listing's first
 * rows although only groups and location lists (filters) ever compare names. `localeCompare` with a
 * locale would build one per call instead.
 */
let dutchNames: Intl.Collator | undefined;
let dutchBase: Intl.Collator | undefined;
let plain: Intl.Collator | undefined;

/** Dutch order (spec §9: group and location names). */
export const dutchOrder = (): Intl.Collator => (dutchNames ??= new Intl.Collator('nl'));
/** Dutch order that ignores case and accents (location names: "Ecaussinnes" beside "Écaussinnes"). */
export const dutchBaseOrder = (): Intl.Collator => (dutchBase ??= new Intl.Collator('nl', { sensitivity: 'base' }));
/** The default locale's order (zip codes: ties after the name). */
export const plainOrder = (): Intl.Collator => (plain ??= new Intl.Collator());
