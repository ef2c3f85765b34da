import type { AgendaSlot } from '../../core/model';

const DAY_MS = 86_400_000;
const HOURS_UTC = [8, 9, 10, 12, 13, 14, 15];
const SLOT_MINUTES = 30;
export const AGENDA_DAYS = 21;

/** A free-slot entry; `id` lets a form name the slot it books (core AgendaSlot has start and end only). */
export interface AgendaSlotWithId extends AgendaSlot {
  id: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function slotId(estateId: number, startMs: number): string {
  const d = new Date(startMs);
  return `${estateId}-${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}`;
}

/** Deterministic viewing slots of an estate: Monday–Saturday over the next three weeks, from tomorrow. */
export function agendaSlots(estateId: number, nowMs: number): AgendaSlotWithId[] {
  const firstDay = Math.floor(nowMs / DAY_MS) + 1;
  const out: AgendaSlotWithId[] = [];
  for (let day = firstDay; day < firstDay + AGENDA_DAYS; day++) {
    if (new Date(day * DAY_MS).getUTCDay() === 0) continue;
    for (const hour of HOURS_UTC) {
      if ((estateId * 31 + day * 7 + hour * 13) % 3 === 0) continue;
      const startMs = day * DAY_MS + hour * 3_600_000;
      out.push({ id: slotId(estateId, startMs), start: iso(startMs), end: iso(startMs + SLOT_MINUTES * 60_000) });
    }
  }
  return out;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}
