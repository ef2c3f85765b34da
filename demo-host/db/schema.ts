/** Tables of the reference service. Every write runs in a transaction (see repositories.ts). */
export const SCHEMA_VERSION = 1;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS appointments (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL,
  slot_id TEXT NOT NULL,
  estate_id TEXT NOT NULL,
  appointment_start TEXT NOT NULL,
  appointment_end TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  locale TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('booked', 'cancelled')),
  created_at TEXT NOT NULL,
  cancelled_at TEXT
);
CREATE UNIQUE INDEX IF NOT EXISTS appointments_booked_slot
  ON appointments (site_id, slot_id) WHERE status = 'booked';
CREATE TABLE IF NOT EXISTS reservations (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL,
  rental_unit_id TEXT NOT NULL,
  period_id TEXT,
  start_date TEXT,
  end_date TEXT,
  people INTEGER NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  message TEXT,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS subscriptions (
  token TEXT PRIMARY KEY,
  site_id TEXT NOT NULL,
  email TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT,
  criteria TEXT NOT NULL,
  agreements TEXT NOT NULL,
  locale TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  unsubscribed_at TEXT
);
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY,
  site_id TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'send-to-a-friend')),
  estate_id TEXT,
  payload TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  site_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  links TEXT NOT NULL,
  related_id TEXT,
  created_at TEXT NOT NULL
);
`;
