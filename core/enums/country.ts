/**
 * Countries by ISO 3166-1 alpha-2 code (spec §3 country: "labels by 2-letter code"): Belgium and its
 * neighbours first, then the rest of the EU, the rest of Europe and the countries Belgian buyers and
 * holiday-home owners commonly deal with.
 */
export const COUNTRY = [
  'BE', 'NL', 'FR', 'DE', 'LU',
  'AT', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'MT', 'PL', 'PT', 'RO', 'SK',
  'SI', 'ES', 'SE',
  'GB', 'CH', 'NO', 'IS', 'LI', 'MC', 'AD', 'SM', 'AL', 'BA', 'ME', 'MK', 'RS', 'UA',
  'TR', 'MA', 'TN', 'DZ', 'CD', 'AE', 'US', 'CA',
] as const;
export type CountryCode = (typeof COUNTRY)[number];

/** The 27 EU member states (a subset of COUNTRY). */
export const EU_COUNTRIES: readonly CountryCode[] = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT',
  'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
];
