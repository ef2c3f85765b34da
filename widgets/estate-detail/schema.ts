/** What the estate-detail block declares: its node keys (its config type is read from them) and the call groups its api holds. */
import type { estateCalls } from '../../core/api/estate-calls';
import type { formCalls } from '../../core/api/form-calls';
import type { agendaCalls } from '../../core/api/agenda-calls';
import type { ConfigSchema } from '../../core/config/config-schema';
import type { BlockConfig } from '../runtime/define-block';

/** The call groups its api holds (defineBlock `calls`, checked with `satisfies Calls`): BlockApi<Calls>. */
export type Calls = readonly [typeof estateCalls, typeof formCalls, typeof agendaCalls];

export const DETAIL_ACTIONS = ['favorite', 'contact', 'send-to-a-friend', 'viewing', 'similar'] as const;
export type DetailAction = (typeof DETAIL_ACTIONS)[number];

export const detailSchema = {
  estateId: {
    type: 'number',
    integer: true,
    min: 1,
    description: 'Id of the estate or project to show; default: read from the page URL /{locale}/{offer}/{estateId}[/{slug}[/{entityId}]].',
  },
  entityId: {
    type: 'number',
    integer: true,
    min: 1,
    description: 'Id of a unit within the project estateId (only with estateId); default: the URL\'s {entityId}.',
  },
  headingLevel: {
    type: 'number',
    integer: true,
    min: 1,
    max: 2,
    default: 2,
    description: 'Heading level of the estate title: 1 when the block is the main content of the page, else 2.',
  },
  hiddenTabs: {
    type: 'string[]',
    default: [],
    description: 'Notary tabs or broker sections to hide (spec §2), added to the site setting hiddenTabs, e.g. ["financialNotary", "planning"].',
  },
  actions: {
    type: 'string[]',
    values: DETAIL_ACTIONS,
    default: [...DETAIL_ACTIONS],
    description: 'Visitor actions to offer: favorite, contact, send-to-a-friend, viewing (live agenda), similar (similar estates).',
  },
  similarCount: {
    type: 'number',
    integer: true,
    min: 0,
    max: 12,
    default: 4,
    description: 'How many similar estates to show (0 hides them).',
  },
  correctUrl: {
    type: 'boolean',
    default: true,
    description: 'When the ids come from the URL, replace a missing or outdated slug by the canonical URL (history.replaceState).',
  },
  describePage: {
    type: 'boolean',
    default: true,
    description: "Keep the page's title, canonical link and JSON-LD (schema.org RealEstateListing) in step with the shown estate, for CMSs that cannot render them on the server.",
  },
  gallery: {
    type: 'string',
    default: 'photos',
    description: 'Gallery name in the lightbox URL hash #{gallery}-{n} (spec §2).',
  },
  shareUrl: {
    type: 'string',
    url: 'share',
    description: "Share target of the lightbox's share button with {url} for the page address: a path on this site or a known share target (Facebook, X, LinkedIn, WhatsApp, Pinterest; docs/security.md); default Facebook's sharer.",
  },
  thumbnails: {
    type: 'number',
    integer: true,
    min: 0,
    max: 40,
    default: 8,
    description: 'Thumbnails shown under the main photo.',
  },
  map: {
    type: 'boolean',
    default: true,
    description: 'Show a small map of where the estate is, below its facts (an area, no pin, when its address is hidden; none without coordinates). Leaflet loads only when the map nears the viewport.',
  },
  tileUrl: { type: 'string', url: 'tile', description: 'Tile URL template of the location map, as estate-map\'s tileUrl. Default: no tiles, a plain background.' },
  tileAttribution: { type: 'string', description: 'Attribution of the tile layer as plain text, as estate-map\'s tileAttribution. Default: none.' },
} as const satisfies ConfigSchema;

export type EstateDetailConfig = BlockConfig<typeof detailSchema>;
