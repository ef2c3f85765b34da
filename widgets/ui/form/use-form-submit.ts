import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { createFormController, type FormControllerOptions, type FormValue } from '../../../core/forms/form-controller';
import { emitEvent, type LeadKind } from '../../../core/events/events';

/**
 * Binds a core/forms controller to a <form>: state, submit handler, and focus on the first invalid
 * field after each failed attempt. A form that succeeded sends nothing more until sendAnother. Options may change between renders; the latest are used.
 */
export function useFormSubmit<T, R = unknown>(options: FormControllerOptions<T, R> & { lead?: LeadKind }) {
  const latest = useRef(options);
  latest.current = options;
  const [controller] = useState(() =>
    createFormController<T, R>({
      initialValues: options.initialValues,
      validate: (input, context) => latest.current.validate(input, context),
      send: (value) => latest.current.send(value),
      extra: (values) => latest.current.extra?.(values) ?? {},
      context: () => latest.current.context?.() ?? {},
      now: options.now,
      wait: options.wait,
    }),
  );
  const { store } = controller;
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const formRef = useRef<HTMLFormElement>(null);
  // The block's element, kept from the submit: a form that succeeded leaves the page before its event goes out.
  const block = useRef<Element | null>(null);
  const prefix = `eb-f${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  useEffect(
    function focusFirstInvalid() {
      if (state.status !== 'error' || state.failure !== 'validation') return;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    [state.attempts, state.status, state.failure],
  );

  useEffect(
    function announceLead() {
      if (state.status === 'success' && latest.current.lead) emitEvent(block.current, 'estate-blocks:lead', { kind: latest.current.lead });
    },
    [state.status],
  );

  const idOf = (name: string) => `${prefix}-${name}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as Element;
    block.current = form.closest('[data-block]') ?? form;
    void controller.submit();
  };
  const setValue = (value: FormValue, name: string) => controller.setValue(name, value);
  /** The explicit "send another" after a success: a fresh form. */
  const sendAnother = () => controller.reset();
  return { state, controller, formRef, onSubmit, idOf, setValue, sendAnother };
}
