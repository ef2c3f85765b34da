import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Appointment } from '../model/appointment';

/**
 * The cancel-appointment page (spec §4 "Cancel page"):
 * loading → loaded | notFound; cancel: busy → cancelled | error (retry possible).
 * 'alreadyCancelled' is a failed cancel answered 404/410: it still shows live_agenda.cancel.error
 * (spec §8: any status), followed by the likely reason — another tab or the e-mail link got there
 * first — and no retry, which could only fail again.
 */
export type CancelPhase = 'loading' | 'loaded' | 'notFound' | 'busy' | 'cancelled' | 'alreadyCancelled' | 'error';

export interface CancelState {
  phase: CancelPhase;
  appointment: Appointment | null;
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

function isAppointment(value: unknown): value is Appointment {
  const v = value as Appointment | null;
  return !!v && typeof v === 'object' && !!v.visitor && typeof v.appointmentStart === 'string';
}

export function createCancelFlow(api: CancelApi, appointmentId: string): CancelFlow {
  const store = createStore<CancelState>(() => ({ phase: 'loading', appointment: null }));
  const controller = new AbortController();
  const { signal } = controller;

  async function load(): Promise<void> {
    store.setState({ phase: 'loading', appointment: null });
    if (!appointmentId) {
      store.setState({ phase: 'notFound' });
      return;
    }
    try {
      const appointment = await api.getAppointment(appointmentId, { signal });
      if (signal.aborted) return;
      store.setState(isAppointment(appointment) ? { phase: 'loaded', appointment } : { phase: 'notFound' });
    } catch {
      if (!signal.aborted) store.setState({ phase: 'notFound' });
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
      const status = statusOf(error);
      store.setState({ phase: status === 404 || status === 410 ? 'alreadyCancelled' : 'error' });
    }
  }

  return { store, load, cancel, dispose: () => controller.abort() };
}
