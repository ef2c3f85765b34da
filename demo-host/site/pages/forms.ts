import type { Page } from '../page';

/** Demo pages of the forms blocks (owner: the forms blocks engineer). See demo-host/site/README.md. */
export const pages: Page[] = [];
