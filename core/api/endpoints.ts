/**
 * One typed method per call of spec §7 plus the form endpoints of DESIGN §3 (docs/api.md).
 * Paths are relative to the client's base path; `{siteId}` is the per-call site id or the client's.
 */
import type {
  Agreement, AgendaSlot, Appointment, CityOption, Entity, EntityItem, Estate, EstateCollection,
  EstatePage, Navigation, Page, RentalFilterModel, RentalPeriod, RentalUnit, Site,
} from '../model';
import { emptyFilterOptions } from '../model';
import type { ApiClient, RequestOptions } from './client';
import { CLIENT_HEADER, CLIENT_MARKER } from './client';
import { ApiError, NotImplementedError, toErrorInfo } from './errors';
import {
  decodeAgreements, decodeCities, decodeEstateDetail, decodeEstateList, decodeEstateSearch, decodeFilterOptions,
  decodeRentalSearch, decodeRentalUnit, decodeSite,
} from './decode';
import type {
  AppointmentCreatedResponse, AppointmentRequest, ContactRequest, CreatedResponse, EstateContactInfo,
  EstateDetail, EstateFiltersResult, EstateGroup, EstateSearchBody, EstateSearchResponse, RentalSearchBody,
  RentalSearchResponse, ReservationRequest, SendToFriendRequest, Subscription, SubscriptionCreatedResponse,
  SubscriptionRequest, SubscriptionUpdate, TranslationsResponse,
} from './types';

/** Per-call options of every endpoint method. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's site id. */
  siteId?: string;
  /** Overrides the client's locale (Accept-Language). */
  locale?: string;
  timeoutMs?: number;
}

type Id = string | number;
const seg = (value: Id) => encodeURIComponent(String(value));

export function createSiteApi(client: ApiClient) {
  function site(opts?: CallOptions): string {
    const id = opts?.siteId ?? client.siteId;
    if (!id) {
      throw new ApiError('No site id: set data-site-id on the estate-blocks script tag (or pass siteId)', {
        status: 0, statusText: 'No site id', kind: 'config',
      });
    }
    return `/sites/${seg(id)}`;
  }
  const req = (opts?: CallOptions, extra?: Partial<RequestOptions>): RequestOptions => ({
    signal: opts?.signal, siteId: opts?.siteId, locale: opts?.locale, timeoutMs: opts?.timeoutMs, ...extra,
  });
  /** The estate calls carry the client flag header (spec §7). */
  const flagged = (opts?: CallOptions) => req(opts, { headers: { [CLIENT_HEADER]: CLIENT_MARKER } });
  const list = async <T>(promise: Promise<T[] | null>): Promise<T[]> => (await promise) ?? [];
  async function must<T>(promise: Promise<T | null>, what: string): Promise<T> {
    const value = await promise;
    if (value === null) throw new ApiError(`${what}: empty response`, { status: 204, statusText: 'No Content' });
    return value;
  }

  return {
    client,

    // ---- sites, navigation, pages, entities
    getSite: async (opts?: CallOptions) => decodeSite(await client.get<unknown>(site(opts), req(opts))),
    getSiteByHostname: async (hostname: string, opts?: CallOptions) =>
      client.get<Site>(`/sites/by-hostname/${seg(hostname)}`, req(opts)),
    getNavigation: async (name: string, id?: Id, opts?: CallOptions) =>
      client.get<Navigation>(`${site(opts)}/navigation/${seg(name)}${id === undefined ? '' : `/${seg(id)}`}`, req(opts)),
    getPages: async (opts?: CallOptions) => list(client.get<Page[]>(`${site(opts)}/pages/`, req(opts))),
    /** `url` is a page path such as '/en/privacy-statement', sent as one encoded segment. */
    getPageByUrl: async (url: string, opts?: CallOptions) => client.get<Page>(`${site(opts)}/pages/by-url/${seg(url)}`, req(opts)),
    getPage: async (id: Id, opts?: CallOptions) => client.get<Page>(`${site(opts)}/pages/${seg(id)}`, req(opts)),
    getEntities: async (opts?: CallOptions) => list(client.get<Entity[]>(`${site(opts)}/entities`, req(opts))),
    getEntityItems: async (id: Id, opts?: CallOptions) =>
      list(client.get<EntityItem[]>(`${site(opts)}/entities/${seg(id)}/items`, req(opts))),

    // ---- estates
    /** Never throws: a failure answers `{ total: { value: 0 }, results: [], error }` (spec §8). */
    async searchEstates(body: EstateSearchBody, opts?: CallOptions): Promise<EstateSearchResponse> {
      try {
        return decodeEstateSearch(await client.post<unknown>(`${site(opts)}/estates`, body, flagged(opts)));
      } catch (error) {
        return { total: { value: 0 }, results: [], error: toErrorInfo(error) };
      }
    },
    /** The plain-list variant: main records only, `POST /sites/{siteId}/estates?format=list`. */
    searchEstateList: async (body: EstateSearchBody, opts?: CallOptions) =>
      decodeEstateList(await client.post<unknown>(`${site(opts)}/estates`, body, req(opts, {
        headers: { [CLIENT_HEADER]: CLIENT_MARKER }, query: { format: 'list' },
      }))),
    getEstateGroup: async (id: Id, opts?: CallOptions) => client.get<EstateGroup>(`${site(opts)}/estates/group/${seg(id)}`, req(opts)),
    getEstate: async (id: Id, opts?: CallOptions): Promise<EstateDetail | null> =>
      decodeEstateDetail(await client.get<unknown>(`${site(opts)}/estates/v2/${seg(id)}`, req(opts))),
    getEstateContactInfo: async (id: Id, opts?: CallOptions) =>
      client.get<EstateContactInfo>(`${site(opts)}/estates/${seg(id)}/contact-info`, req(opts)),
    getSkarabeeEstate: async (id: Id, opts?: CallOptions) => client.get<Estate>(`${site(opts)}/estates/skarabee/${seg(id)}`, req(opts)),
    getSimilarEstates: async (id: Id, opts?: CallOptions) => decodeEstateList((await client.get<unknown>(`${site(opts)}/estates/${seg(id)}/similar`, req(opts))) ?? []),
    /** Never throws: a failure is logged by the client and answers empty options plus `error` (spec §8). */
    async getEstateFilters(body: EstateSearchBody, opts?: CallOptions): Promise<EstateFiltersResult> {
      try {
        const answer = decodeFilterOptions(await client.post<unknown>(`${site(opts)}/estate-filters`, body, flagged(opts)));
        return { ...emptyFilterOptions(), ...answer };
      } catch (error) {
        return { ...emptyFilterOptions(), error: toErrorInfo(error) };
      }
    },
    getEstateCollection: async (id: Id, opts?: CallOptions) =>
      client.get<EstateCollection>(`${site(opts)}/estate-collections/${seg(id)}`, req(opts)),
    getEstatePage: async (a: Id, b: Id, opts?: CallOptions) =>
      client.get<EstatePage>(`${site(opts)}/estate-pages/${seg(a)}/${seg(b)}`, req(opts)),
    searchCities: async (q: string, limit?: number, opts?: CallOptions) =>
      decodeCities(await client.get<unknown>(`${site(opts)}/search-city`, req(opts, { query: { q, limit } }))),

    // ---- rental units
    /** Never throws: a failure answers `{ total: 0, results: [], error }` (spec §8). */
    async searchRentalUnits(body: RentalSearchBody, opts?: CallOptions): Promise<RentalSearchResponse> {
      try {
        return decodeRentalSearch(await client.post<unknown>(`${site(opts)}/rental-units`, body, req(opts)));
      } catch (error) {
        return { total: 0, results: [], error: toErrorInfo(error) };
      }
    },
    getRentalFilters: async (body: RentalSearchBody, opts?: CallOptions) =>
      must(client.post<RentalFilterModel>(`${site(opts)}/rental-units/filters`, body, req(opts)), 'rental filters'),
    getRentalUnit: async (id: Id, opts?: CallOptions): Promise<RentalUnit | null> => {
      const answer = await client.get<unknown>(`${site(opts)}/rental-units/${seg(id)}`, req(opts));
      return answer === null ? null : decodeRentalUnit(answer);
    },
    getRentalUnitPeriods: async (id: Id, opts?: CallOptions) =>
      list(client.get<RentalPeriod[]>(`${site(opts)}/rental-units/${seg(id)}/periods`, req(opts))),
    /** Raw photo response (text); use rentalUnitPhotoUrl for an <img src>. */
    getRentalUnitPhoto: async (a: Id, b: Id, opts?: CallOptions) =>
      client.get<string>(`${site(opts)}/rental-units/photo/${seg(a)}/${seg(b)}`, req(opts)),
    rentalUnitPhotoUrl: (a: Id, b: Id, opts?: CallOptions) => client.url(`${site(opts)}/rental-units/photo/${seg(a)}/${seg(b)}`),
    requestReservation: async (body: ReservationRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/rental-units/reservation`, body, req(opts)), 'reservation'),

    // ---- site resources
    getAgreements: async (locale: string, opts?: CallOptions) =>
      decodeAgreements(await client.get<unknown>(`${site(opts)}/agreements`, req(opts, { query: { locale } }))),
    getAsset: async (name: string, hash: string, version?: string, opts?: CallOptions) =>
      client.get<string>(`${site(opts)}/assets/${seg(name)}`, req(opts, { query: { hash, version } })),
    assetUrl: (name: string, hash: string, version?: string, opts?: CallOptions) =>
      client.url(`${site(opts)}/assets/${seg(name)}`, { hash, version }),
    getTranslations: async (locale: string, opts?: CallOptions): Promise<TranslationsResponse> =>
      (await client.get<TranslationsResponse>(`/translations/${seg(locale)}`, req(opts))) ?? {},

    // ---- live agenda
    getAgendaSlots: async (estateId: Id, opts?: CallOptions) =>
      list(client.get<AgendaSlot[]>(`${site(opts)}/live-agenda/${seg(estateId)}`, req(opts))),
    bookAppointment: async (body: AppointmentRequest, opts?: CallOptions) =>
      must(client.post<AppointmentCreatedResponse>(`${site(opts)}/live-agenda/reservation`, body, req(opts)), 'appointment'),
    /** null when the service answers 204. */
    getAppointment: async (id: string, opts?: CallOptions) =>
      client.get<Appointment>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts)),
    /** Only success matters (spec §7); resolves when cancelled. */
    cancelAppointment: async (id: string, opts?: CallOptions): Promise<void> => {
      await client.delete<unknown>(`${site(opts)}/live-agenda/reservation/${seg(id)}`, req(opts));
    },

    // ---- forms (DESIGN §3)
    sendContact: async (body: ContactRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/contact`, body, req(opts)), 'contact'),
    sendToFriend: async (body: SendToFriendRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/send-to-a-friend`, body, req(opts)), 'send to a friend'),
    subscribe: async (body: SubscriptionRequest, opts?: CallOptions) =>
      must(client.post<SubscriptionCreatedResponse>(`${site(opts)}/notifications`, body, req(opts)), 'subscription'),
    getSubscription: async (token: string, opts?: CallOptions) =>
      client.get<Subscription>(`${site(opts)}/notifications/${seg(token)}`, req(opts)),
    updateSubscription: async (token: string, body: SubscriptionUpdate, opts?: CallOptions) =>
      client.put<Subscription>(`${site(opts)}/notifications/${seg(token)}`, body, req(opts)),
    unsubscribe: async (token: string, opts?: CallOptions): Promise<void> => {
      await client.delete<unknown>(`${site(opts)}/notifications/${seg(token)}`, req(opts));
    },

    // ---- not implemented (spec §7: policy log and privacy statement calls)
    logPolicy: (): Promise<never> => Promise.reject(new NotImplementedError()),
    getPrivacyStatement: (): Promise<never> => Promise.reject(new NotImplementedError()),
  };
}

/** The typed site API handed to blocks (`useBlock().api`) and to the stores. */
export type SiteApi = ReturnType<typeof createSiteApi>;
