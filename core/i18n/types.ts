/** A flat catalogue part: message key → text. Keys contain dots but are not nested (keySeparator is off). */
export type Messages = Record<string, string>;

/** One locale's complete bundled catalogue. */
export type Catalogue = Readonly<Messages>;
