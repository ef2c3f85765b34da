/**
 * One typed method per call of spec §7 plus the form endpoints of DESIGN §3 (core/api/README.md).
 * Paths are relative to the client's base path; `{siteId}` is the per-call site id or the client's.
 *
 * The calls live in one file per area (site, content, listing, estate, rental search, rental unit, agenda, appointment, form calls) over
 * the shared helpers of ./calls; a block's api holds only its areas' calls (widgets/runtime/define-block
 * `calls`), so a page bundles only the calls its blocks make. createSiteApi is every call at once, for
 * the demo host and the contract tests.
 */
import type { ApiClient } from './client';
import { agendaCalls } from './agenda-calls';
import { appointmentCalls } from './appointment-calls';
import { contentCalls } from './content-calls';
import { estateCalls } from './estate-calls';
import { formCalls, subscriptionCalls } from './form-calls';
import { listingCalls } from './listing-calls';
import { rentalCalls } from './rental-calls';
import { rentalSearchCalls } from './rental-search-calls';
import { siteCalls } from './site-calls';

export type { CallOptions } from './calls';

export function createSiteApi(client: ApiClient) {
  return {
    client,
    ...siteCalls(client),
    ...contentCalls(client),
    ...listingCalls(client),
    ...estateCalls(client),
    ...rentalSearchCalls(client),
    ...rentalCalls(client),
    ...agendaCalls(client),
    ...appointmentCalls(client),
    ...formCalls(client),
    ...subscriptionCalls(client),
  };
}

/** Every call of the site content service (the demo host, the contract tests, the sitemap). */
export type SiteApi = ReturnType<typeof createSiteApi>;
