import { headingLevelKey, type ConfigSchema } from '../../core/config/config-schema';

export const KMI_MODES = ['auto', 'subscribe', 'success', 'edit', 'unsubscribe'] as const;
export type KmiMode = (typeof KMI_MODES)[number];

export interface KeepMeInformedConfig {
  mode: KmiMode;
  token?: string;
  prefillFromSearch: boolean;
  redirect: boolean;
  successUrl?: string;
  headingLevel: number;
  locale?: string;
  scope: string;
}

export const keepMeInformedSchema: ConfigSchema = {
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
};
