/** Live agenda: viewing appointments (spec §3 "Appointment", DESIGN §3). */

export interface AppointmentVisitor {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
}

export interface Appointment {
  /** Unguessable id (≥ 128 random bits). */
  id: string;
  estateId: number;
  visitor: AppointmentVisitor;
  /** ISO date-time with offset. */
  appointmentStart: string;
  appointmentEnd?: string;
}

/** A free viewing slot, GET /sites/{siteId}/live-agenda/{estateId}. */
export interface AgendaSlot {
  /** ISO date-time with offset. */
  start: string;
  end: string;
}
