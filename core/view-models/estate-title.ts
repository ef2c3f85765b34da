/** Joins a title's parts: the ones that exist, separated by ' – ' ('' when none does). */
export function joinTitle(parts: ReadonlyArray<string | null | undefined>): string {
  return parts.filter(Boolean).join(' – ');
}

/**
 * The title rule of every view of an estate or unit (cards, rows, markers, favorites, detail, rentals):
 * its parts joined by ' – ', else the fallback (a reference, an id or a localized "untitled" text).
 */
export function estateTitle(parts: ReadonlyArray<string | null | undefined>, fallback: string | number): string {
  return joinTitle(parts) || String(fallback);
}

/**
 * The estate a control names in a list (a favourite heart): its title and, when the title does not hold
 * it already (a title falls back to the reference), its reference, so two "Appartement – Gent" differ.
 */
export function titleWithReference(title: string, reference: string | null | undefined): string {
  return reference && !title.includes(reference) ? joinTitle([title, reference]) : title;
}
