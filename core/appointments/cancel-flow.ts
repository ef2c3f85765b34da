import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Appointment } from '../model/appointment';

/**
 * The cancel-appointment page (spec §4 "Cancel page"):
 * loading → loaded | notFound; cancel: busy → cancelled | error (retry possible).
 * 'alreadyCancelled': the service says so (`error: 'cancelled'`, on load or on cancel) — the page states
 * it, with the time when the answer names one — or a cancel answered 404/410 without that word, which
 * still shows live_agenda.cancel.error (spec §8: any status) followed by the likely reason. No retry
 * either way: it could only fail again.
 */
export type CancelPhase = 'loading' | 'loaded' | 'notFound' | 'busy' | 'cancelled' | 'alreadyCancelled' | 'error';

export interface Cancellation {
  /** ISO date-time of the cancellation, or null. */
  at: string | null;
}

export interface CancelState {
  phase: CancelPhase;
  appointment: Appointment | null;
  /** The service's word that the appointment is cancelled (its `error: 'cancelled'` answer), with the time when it names one. */
  cancellation: Cancellation | null;
}

export interface CancelApi {
  getAppointment(id: string, opts?: { signal?: AbortSignal }): Promise<Appointment | null>;
  cancelAppointment(id: string, opts?: { signal?: AbortSignal }): Promise<void>;
}

export interface CancelFlow {
  store: StoreApi<CancelState>;
  /** Loads the appointment; any failure or an empty answer is "not found" (spec §8). */
  load(): Promise<void>;
  /** Cancels; ignored unless loaded or after an error, so a double click sends one request. */
  cancel(): Promise<void>;
  /** Aborts the call under way (unmount). */
  dispose(): void;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : undefined;
}

/**
 * The service's own word that the appointment is cancelled (spec §7: 404 `{ error: 'cancelled', cancelledAt }`):
 * `{ at }` (null when it names no time), or undefined for any other failure — an unknown id included.
 */
export function cancelledAnswer(error: unknown): Cancellation | undefined {
  const text = typeof error === 'object' && error !== null && 'responseText' in error ? (error as { responseText?: unknown }).responseText : undefined;
  if (typeof text !== 'string') return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null || (body as { error?: unknown }).error !== 'cancelled') return undefined;
  const at = (body as { cancelledAt?: unknown }).cancelledAt;
  return { at: typeof at === 'string' && !Number.isNaN(Date.parse(at)) ? at : null };
}

function isAppointment(value: unknown): value is Appointment {
  const v = value as Appointment | null;
  return !!v && typeof v === 'object' && !!v.visitor && typeof v.appointmentStart === 'string';
}

export function createCancelFlow(api: CancelApi, appointmentId: string): CancelFlow {
  const store = createStore<CancelState>(() => ({ phase: 'loading', appointment: null, cancellation: null }));
  const controller = new AbortController();
  const { signal } = controller;

  async function load(): Promise<void> {
    store.setState({ phase: 'loading', appointment: null, cancellation: null });
    if (!appointmentId) {
      store.setState({ phase: 'notFound' });
      return;
    }
    try {
      const appointment = await api.getAppointment(appointmentId, { signal });
      if (signal.aborted) return;
      store.setState(isAppointment(appointment) ? { phase: 'loaded', appointment } : { phase: 'notFound' });
    } catch (error) {
      if (signal.aborted) return;
      const cancelled = cancelledAnswer(error);
      store.setState(cancelled ? { phase: 'alreadyCancelled', cancellation: cancelled } : { phase: 'notFound' });
    }
  }

  async function cancel(): Promise<void> {
    const { phase } = store.getState();
    if (phase !== 'loaded' && phase !== 'error') return;
    store.setState({ phase: 'busy' });
    try {
      await api.cancelAppointment(appointmentId, { signal });
      if (!signal.aborted) store.setState({ phase: 'cancelled' });
    } catch (error) {
      if (signal.aborted) return;
      const cancelled = cancelledAnswer(error);
      const status = statusOf(error);
      if (cancelled) store.setState({ phase: 'alreadyCancelled', cancellation: cancelled });
      else store.setState({ phase: status === 404 || status === 410 ? 'alreadyCancelled' : 'error', cancellation: null });
    }
  }

  return { store, load, cancel, dispose: () => controller.abort() };
}
