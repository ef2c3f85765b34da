/**
 * Most recent planning designation: zone codes of the Flemish regional land-use plans (gewestplan),
 * spec §3 recentDestination. Labels: enum.RecentDestination.<CODE>.
 */
export const RECENT_DESTINATION = [
  'AG', 'EG', 'WIG', 'WUG', 'BG', 'IGB', 'RG', 'GWG', 'NG', 'PG', 'WG', 'WGL', 'WGR', 'GG', 'WCHE', 'WP', 'IAB',
  'GDR', 'GVR', 'LWAG', 'NR', 'GVON', 'DVG', 'NI',
] as const;
