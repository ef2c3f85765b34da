/** The form calls (DESIGN §3): the site's agreements, contact, send-to-a-friend, and the keep-me-informed subscription. */
import type { ApiClient } from './client';
import { must, req, seg, siteOf, type CallOptions } from './calls';
import { decodeRecord, fail, isId, list, object } from './decode';
import type { Report, Shape } from './conform';
import type { Agreement } from '../model';
import type {
  ContactRequest, CreatedResponse, SendToFriendRequest, Subscription, SubscriptionCreatedResponse, SubscriptionRequest,
  SubscriptionUpdate,
} from './types';

/** The agreements every form asks its visitor to accept, and the contact and send-to-a-friend forms. */
export function formCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    getAgreements: async (locale: string, opts?: CallOptions) =>
      decodeAgreements(await client.get<unknown>(`${site(opts)}/agreements`, req(opts, { query: { locale } }))),
    sendContact: async (body: ContactRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/contact`, body, req(opts)), 'contact'),
    sendToFriend: async (body: SendToFriendRequest, opts?: CallOptions) =>
      must(client.post<CreatedResponse>(`${site(opts)}/send-to-a-friend`, body, req(opts)), 'send to a friend'),
  };
}

/** Keep-me-informed: subscribe, and read, change or end a subscription by its token. */
export function subscriptionCalls(client: ApiClient) {
  const site = siteOf(client);
  return {
    subscribe: async (body: SubscriptionRequest, opts?: CallOptions) =>
      decodeRecord<SubscriptionCreatedResponse>('subscription', await must(client.post<unknown>(`${site(opts)}/notifications`, body, req(opts)), 'subscription'), { token: 's' }, client.report),
    getSubscription: async (token: string, opts?: CallOptions) =>
      decodeSubscription(await client.get<unknown>(`${site(opts)}/notifications/${seg(token)}`, req(opts)), client.report),
    updateSubscription: async (token: string, body: SubscriptionUpdate, opts?: CallOptions) =>
      decodeSubscription(await client.put<unknown>(`${site(opts)}/notifications/${seg(token)}`, body, req(opts)), client.report),
    unsubscribe: async (token: string, opts?: CallOptions): Promise<void> => {
      await client.delete<unknown>(`${site(opts)}/notifications/${seg(token)}`, req(opts));
    },
  };
}

export type FormCalls = ReturnType<typeof formCalls>;
export type SubscriptionCalls = ReturnType<typeof subscriptionCalls>;

export function decodeAgreements(v: unknown): Agreement[] {
  if (v === null) return [];
  return list('agreements', v, '').map((a, i) => {
    const agreement = object('agreements', a, `[${i}]`);
    if (!isId(agreement.id)) fail('agreements', `[${i}].id`, 'an id', agreement.id);
    return { ...agreement, title: typeof agreement.title === 'string' ? agreement.title : String(agreement.id) } as Agreement;
  });
}

const CRITERIA: { readonly [key: string]: Shape } = {
  transactions: ['n'], headTypes: ['n'], cities: ['n'], subTypes: ['n'], countries: ['s'],
  priceMin: 'n', priceMax: 'n', bedroomsMin: 'n', geoRange: 's',
};
const SUBSCRIPTION: { readonly [key: string]: Shape } = {
  token: 's', createdAt: 's', firstName: 's', lastName: 's', email: 's', phone: 's', locale: 's', criteria: CRITERIA,
};

/** A subscription read by its token (null when none): the visitor's details as text, the criteria's lists (empty when missing) of numbers or codes. */
export function decodeSubscription(v: unknown, report: Report): Subscription | null {
  const out = decodeRecord<Subscription | null>('subscription', v, SUBSCRIPTION, report);
  if (!out) return null;
  const criteria = (out.criteria ?? {}) as Partial<Subscription['criteria']>;
  return { ...out, criteria: { ...criteria, transactions: criteria.transactions ?? [], headTypes: criteria.headTypes ?? [], cities: criteria.cities ?? [] } };
}
