import type { Page } from '../page';

/** Demo pages of the rental blocks (owner: the rental blocks engineer). See demo-host/site/README.md. */
export const pages: Page[] = [];
