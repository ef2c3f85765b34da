import type Database from 'better-sqlite3';
import { randomBytes } from 'node:crypto';

/** ≥ 128 random bits, URL-safe (DESIGN §3: tokens and appointment ids are unguessable). */
export function newToken(bytes = 18): string {
  return randomBytes(bytes).toString('base64url');
}

export interface OutboxDraft {
  kind: 'subscription' | 'unsubscribe' | 'appointment' | 'appointment-cancelled' | 'send-to-a-friend' | 'contact' | 'reservation';
  recipient: string;
  subject: string;
  body: string;
  links: { label: string; href: string }[];
}

export interface OutboxMessage extends OutboxDraft {
  id: number;
  siteId: string;
  relatedId: string | null;
  createdAt: string;
}

export interface AppointmentRow {
  id: string;
  siteId: string;
  slotId: string;
  estateId: string;
  appointmentStart: string;
  appointmentEnd: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string | null;
  locale: string;
  status: 'booked' | 'cancelled';
  createdAt: string;
  cancelledAt: string | null;
}

export interface ReservationRow {
  id: string;
  siteId: string;
  rentalUnitId: string;
  periodId: string | null;
  startDate: string | null;
  endDate: string | null;
  people: number;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  locale: string;
  createdAt: string;
}

export interface SubscriptionRow {
  token: string;
  siteId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  criteria: unknown;
  agreements: string[];
  locale: string;
  createdAt: string;
  updatedAt: string;
  unsubscribedAt: string | null;
}

export interface MessageRow {
  id: string;
  siteId: string;
  kind: 'contact' | 'send-to-a-friend';
  estateId: string | null;
  payload: unknown;
  createdAt: string;
}

type Outbox = (relatedId: string) => OutboxDraft[];

const APPOINTMENT_COLUMNS = `id, site_id AS siteId, slot_id AS slotId, estate_id AS estateId,
  appointment_start AS appointmentStart, appointment_end AS appointmentEnd, first_name AS firstName,
  last_name AS lastName, email, phone, message, locale, status, created_at AS createdAt, cancelled_at AS cancelledAt`;

/** Row access; each write and its outbox messages commit together or not at all. */
export function createRepositories(db: Database.Database) {
  const now = () => new Date().toISOString();
  const insertOutbox = db.prepare(
    'INSERT INTO outbox (site_id, kind, recipient, subject, body, links, related_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const queueAll = (siteId: string, relatedId: string, drafts: OutboxDraft[]) => {
    for (const d of drafts) insertOutbox.run(siteId, d.kind, d.recipient, d.subject, d.body, JSON.stringify(d.links), relatedId, now());
  };

  const insertAppointment = db.prepare(`INSERT INTO appointments (id, site_id, slot_id, estate_id, appointment_start, appointment_end,
    first_name, last_name, email, phone, message, locale, status, created_at) VALUES
    (@id, @siteId, @slotId, @estateId, @appointmentStart, @appointmentEnd, @firstName, @lastName, @email, @phone, @message, @locale, 'booked', @createdAt)`);
  const getAppointment = db.prepare<[string, string], AppointmentRow>(`SELECT ${APPOINTMENT_COLUMNS} FROM appointments WHERE site_id = ? AND id = ?`);
  const bookedSlots = db.prepare<[string, string], { slotId: string }>(
    "SELECT slot_id AS slotId FROM appointments WHERE site_id = ? AND estate_id = ? AND status = 'booked'",
  );
  const cancelAppointment = db.prepare("UPDATE appointments SET status = 'cancelled', cancelled_at = ? WHERE site_id = ? AND id = ? AND status = 'booked'");

  const insertReservation = db.prepare(`INSERT INTO reservations (id, site_id, rental_unit_id, period_id, start_date, end_date, people,
    name, email, phone, message, locale, created_at) VALUES (@id, @siteId, @rentalUnitId, @periodId, @startDate, @endDate, @people,
    @name, @email, @phone, @message, @locale, @createdAt)`);
  const getReservation = db.prepare<[string], ReservationRow>(`SELECT id, site_id AS siteId, rental_unit_id AS rentalUnitId,
    period_id AS periodId, start_date AS startDate, end_date AS endDate, people, name, email, phone, message, locale,
    created_at AS createdAt FROM reservations WHERE id = ?`);

  const insertSubscription = db.prepare(`INSERT INTO subscriptions (token, site_id, email, first_name, last_name, phone, criteria, agreements,
    locale, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const getSubscription = db.prepare<[string, string], Record<string, string | null>>(`SELECT token, site_id AS siteId, email,
    first_name AS firstName, last_name AS lastName, phone, criteria,
    agreements, locale, created_at AS createdAt, updated_at AS updatedAt, unsubscribed_at AS unsubscribedAt
    FROM subscriptions WHERE site_id = ? AND token = ?`);
  const updateSubscription = db.prepare(`UPDATE subscriptions SET first_name = ?, last_name = ?, phone = ?, criteria = ?, locale = ?, updated_at = ?
    WHERE site_id = ? AND token = ? AND unsubscribed_at IS NULL`);
  const unsubscribe = db.prepare('UPDATE subscriptions SET unsubscribed_at = ? WHERE site_id = ? AND token = ? AND unsubscribed_at IS NULL');

  const insertMessage = db.prepare('INSERT INTO messages (id, site_id, kind, estate_id, payload, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const getMessage = db.prepare<[string], Record<string, string | null>>(
    'SELECT id, site_id AS siteId, kind, estate_id AS estateId, payload, created_at AS createdAt FROM messages WHERE id = ?',
  );
  const listOutbox = db.prepare<[number], Record<string, string | number | null>>(`SELECT id, site_id AS siteId, kind, recipient, subject, body,
    links, related_id AS relatedId, created_at AS createdAt FROM outbox ORDER BY id DESC LIMIT ?`);

  const toSubscription = (row: Record<string, string | null>): SubscriptionRow => ({
    ...(row as unknown as SubscriptionRow),
    criteria: JSON.parse(row.criteria ?? '{}'),
    agreements: JSON.parse(row.agreements ?? '[]'),
  });

  return {
    appointments: {
      /** Books a slot; returns null when the slot is already booked (unique index). */
      book: db.transaction((row: Omit<AppointmentRow, 'id' | 'status' | 'createdAt' | 'cancelledAt'>, outbox: Outbox): AppointmentRow | null => {
        const id = newToken(16);
        try {
          insertAppointment.run({ ...row, id, createdAt: now() });
        } catch (error) {
          if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return null;
          throw error;
        }
        queueAll(row.siteId, id, outbox(id));
        return getAppointment.get(row.siteId, id) ?? null;
      }),
      get: (siteId: string, id: string) => getAppointment.get(siteId, id) ?? null,
      bookedSlotIds: (siteId: string, estateId: string) => new Set(bookedSlots.all(siteId, estateId).map((r) => r.slotId)),
      /** 'cancelled' on success, 'already' when it was cancelled before, 'missing' when unknown. */
      cancel: db.transaction((siteId: string, id: string, outbox: Outbox): 'cancelled' | 'already' | 'missing' => {
        const changed = cancelAppointment.run(now(), siteId, id).changes;
        if (changed) {
          queueAll(siteId, id, outbox(id));
          return 'cancelled';
        }
        return getAppointment.get(siteId, id) ? 'already' : 'missing';
      }),
    },
    reservations: {
      create: db.transaction((row: Omit<ReservationRow, 'id' | 'createdAt'>, outbox: Outbox): ReservationRow => {
        const id = newToken(16);
        insertReservation.run({ ...row, id, createdAt: now() });
        queueAll(row.siteId, id, outbox(id));
        return getReservation.get(id)!;
      }),
      get: (id: string) => getReservation.get(id) ?? null,
    },
    subscriptions: {
      create: db.transaction(
        (row: Pick<SubscriptionRow, 'siteId' | 'email' | 'firstName' | 'lastName' | 'phone' | 'criteria' | 'agreements' | 'locale'>, outbox: Outbox): SubscriptionRow => {
          const token = newToken(18);
          const at = now();
          insertSubscription.run(token, row.siteId, row.email, row.firstName, row.lastName, row.phone, JSON.stringify(row.criteria), JSON.stringify(row.agreements), row.locale, at, at);
          queueAll(row.siteId, token, outbox(token));
          return toSubscription(getSubscription.get(row.siteId, token)!);
        },
      ),
      /** Active subscriptions only; an unsubscribed token reads as unknown. */
      get(siteId: string, token: string): SubscriptionRow | null {
        const row = getSubscription.get(siteId, token);
        return row && !row.unsubscribedAt ? toSubscription(row) : null;
      },
      update: db.transaction(
        (siteId: string, token: string, row: Pick<SubscriptionRow, 'firstName' | 'lastName' | 'phone' | 'criteria' | 'locale'>): SubscriptionRow | null => {
          const changed = updateSubscription.run(row.firstName, row.lastName, row.phone, JSON.stringify(row.criteria), row.locale, now(), siteId, token).changes;
          return changed ? toSubscription(getSubscription.get(siteId, token)!) : null;
        },
      ),
      remove: db.transaction((siteId: string, token: string, outbox: Outbox): boolean => {
        const changed = unsubscribe.run(now(), siteId, token).changes > 0;
        if (changed) queueAll(siteId, token, outbox(token));
        return changed;
      }),
    },
    messages: {
      create: db.transaction((row: Pick<MessageRow, 'siteId' | 'kind' | 'estateId' | 'payload'>, outbox: Outbox): MessageRow => {
        const id = newToken(16);
        insertMessage.run(id, row.siteId, row.kind, row.estateId, JSON.stringify(row.payload), now());
        queueAll(row.siteId, id, outbox(id));
        const stored = getMessage.get(id)!;
        return { ...(stored as unknown as MessageRow), payload: JSON.parse(stored.payload ?? 'null') };
      }),
      get(id: string): MessageRow | null {
        const stored = getMessage.get(id);
        return stored ? { ...(stored as unknown as MessageRow), payload: JSON.parse(stored.payload ?? 'null') } : null;
      },
    },
    outbox: {
      list(limit = 100): OutboxMessage[] {
        return listOutbox.all(limit).map((r) => ({ ...(r as unknown as OutboxMessage), links: JSON.parse(String(r.links)) }));
      },
    },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
