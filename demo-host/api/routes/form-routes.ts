import type { Subscription } from '../../../core/api/types';
import { estateLink } from '../../../core/routes';
import { validateContact, validateSendToFriend, validateSubscription, validateSubscriptionUpdate, type ValidationResult } from '../../../core/validation';
import { REQUIRED_AGREEMENTS, siteRouteMap } from '../../data/generate-site';
import type { SubscriptionRow } from '../../db/repositories';
import type { ApiContext } from '../context';
import { HttpError, notFound } from '../errors';
import { readJson, sendJson, sendNoContent } from '../http';
import { receivedMail, sendToFriendMail, siteOrigin, subscriptionMail } from '../outbox-messages';
import { WRITE, type Router } from '../router';

/** The value, or a 400 `{ error: 'validation', fields }` (nothing is stored). */
export function valid<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new HttpError(400, { error: 'validation', fields: result.fields });
  return result.value;
}

function toSubscription(row: SubscriptionRow): Subscription {
  return {
    token: row.token,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    ...(row.phone ? { phone: row.phone } : {}),
    locale: row.locale as Subscription['locale'],
    criteria: row.criteria as Subscription['criteria'],
    createdAt: row.createdAt,
  };
}

export function registerFormRoutes(router: Router, api: ApiContext): void {
  const { db, dataset } = api;
  const context = (extra = {}) => ({ now: api.now(), requiredAgreements: REQUIRED_AGREEMENTS, ...extra });

  router.post('/sites/:siteId/contact', async ({ req, res, params }) => {
    const value = valid(validateContact(await readJson(req), context()));
    if (value.estateId !== undefined && !dataset.estateById.has(value.estateId)) throw new HttpError(400, { error: 'validation', fields: { estateId: 'form.error.invalid' } });
    const { website: _w, startedAt: _s, ...payload } = value;
    const stored = db.messages.create({ siteId: params.siteId, kind: 'contact', estateId: value.estateId ? String(value.estateId) : null, payload }, () => [
      receivedMail('contact', value.locale, value.email, value.message),
    ]);
    sendJson(res, 201, { id: stored.id });
  }, WRITE);

  router.post('/sites/:siteId/send-to-a-friend', async ({ req, res, params }) => {
    const value = valid(validateSendToFriend(await readJson(req), context({ requiredAgreements: [] })));
    const estate = dataset.estateById.get(value.estateId);
    if (!estate) throw new HttpError(400, { error: 'validation', fields: { estateId: 'form.error.invalid' } });
    const localized = api.serializer.localized(estate, value.locale);
    const parent = estate.general.parentId ? dataset.estateById.get(estate.general.parentId) : undefined;
    const url = estateLink(localized, value.locale, { parent: parent ? api.serializer.localized(parent, value.locale) : null, map: siteRouteMap(params.siteId) });
    const title = localized.general.title?.[value.locale] ?? localized.general.reference ?? String(estate.id);
    const { website: _w, startedAt: _s, ...payload } = value;
    const stored = db.messages.create({ siteId: params.siteId, kind: 'send-to-a-friend', estateId: String(estate.id), payload }, () => [
      sendToFriendMail(value.locale, value.friendEmail, value.senderName, value.message, url, title, siteOrigin(req)),
    ]);
    sendJson(res, 201, { id: stored.id });
  }, WRITE);

  router.post('/sites/:siteId/notifications', async ({ req, res, params }) => {
    const value = valid(validateSubscription(await readJson(req), context()));
    const row = db.subscriptions.create(
      { siteId: params.siteId, email: value.email, firstName: value.firstName, lastName: value.lastName, phone: value.phone ?? null, criteria: value.criteria, agreements: value.agreements, locale: value.locale },
      (token) => [subscriptionMail(value.locale, value.email, token, siteOrigin(req), siteRouteMap(params.siteId))],
    );
    sendJson(res, 201, { token: row.token });
  }, WRITE);

  router.get('/sites/:siteId/notifications/:token', ({ res, params }) => {
    const row = db.subscriptions.get(params.siteId, params.token);
    if (!row) throw notFound('subscription');
    sendJson(res, 200, toSubscription(row));
  });

  router.put('/sites/:siteId/notifications/:token', async ({ req, res, params }) => {
    const body = await readJson(req);
    if (!db.subscriptions.get(params.siteId, params.token)) throw notFound('subscription');
    const value = valid(validateSubscriptionUpdate(body, context()));
    const row = db.subscriptions.update(params.siteId, params.token, {
      firstName: value.firstName, lastName: value.lastName, phone: value.phone ?? null, criteria: value.criteria, locale: value.locale,
    });
    if (!row) throw notFound('subscription');
    sendJson(res, 200, toSubscription(row));
  }, WRITE);

  router.delete('/sites/:siteId/notifications/:token', ({ res, params }) => {
    if (!db.subscriptions.remove(params.siteId, params.token, () => [])) throw notFound('subscription');
    sendNoContent(res);
  }, WRITE);
}
