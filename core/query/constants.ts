/** spec §9 estate list constants. */
export const PAGE_SIZE = 20;
export const FULL_LOAD_SIZE = 500;
/** spec §5: bedroom count 'large' starts at 6. */
export const LARGE_BEDROOMS = 6;
/** spec §9 default sort: date, descending. */
export const DEFAULT_SORT_ORDER = 'DESC';
