export interface AddressParts {
  street?: string | null;
  number?: string | number | null;
  box?: string | number | null;
  zip?: string | number | null;
  /** City name, already the locale's alias when it has one. */
  city?: string | null;
  /** false → empty line (spec §3). */
  visible?: boolean | null;
}

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

/**
 * Address rule (spec §3): street and number joined, then ' / box' if a box exists, then ', zip city'
 * when known; '' when the address is not visible. 'Kerkstraat 12 / B2, 9000 Gent'.
 */
export function formatAddressLine(parts: AddressParts | null | undefined): string {
  if (!parts || parts.visible === false) return '';
  let street = [text(parts.street), text(parts.number)].filter(Boolean).join(' ');
  if (street && text(parts.box)) street += ` / ${text(parts.box)}`;
  const place = [text(parts.zip), text(parts.city)].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}
