/** What the keep-me-informed block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { listingCalls } from '../../core/api/listing-calls';
import type { formCalls, subscriptionCalls } from '../../core/api/form-calls';
import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';
import type { BlockApi } from '../runtime/services';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof listingCalls, typeof formCalls, typeof subscriptionCalls];
/** The block's api: the site calls and those groups. */
export type KmiApi = BlockApi<Calls>;

export const KMI_MODES = ['auto', 'subscribe', 'success', 'edit', 'unsubscribe'] as const;
export type KmiMode = (typeof KMI_MODES)[number];

export const keepMeInformedSchema = {
  mode: {
    type: 'string',
    values: KMI_MODES,
    default: 'auto',
    description:
      "What to show: subscribe, success, edit or unsubscribe; 'auto' reads it from the page route (/{locale}/keep-me-informed[/success | /{token} | /unsubscribe/{token}]).",
  },
  token: {
    type: 'string',
    description: "The subscription token for edit and unsubscribe; default: the route's {token}.",
  },
  prefillFromSearch: {
    type: 'boolean',
    default: true,
    description: "Subscribe form: fill the criteria from the current search (the scope's filter / the URL query parameters of spec §2) until the visitor edits them.",
  },
  redirect: {
    type: 'boolean',
    default: true,
    description: 'After subscribing, go to the success page; false shows the success message in place.',
  },
  successUrl: {
    type: 'string',
    url: 'path',
    description: "Where to go after subscribing; default the localized success route, e.g. '/en/keep-me-informed/success'.",
  },
  headingLevel: headingLevelKey('Level of the block heading (1–4).'),
} as const satisfies ConfigSchema;

export type KeepMeInformedConfig = BlockConfig<typeof keepMeInformedSchema>;
