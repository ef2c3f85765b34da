import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { createFormController, type FormControllerOptions, type FormValue } from '../../../core/forms/form-controller';

/**
 * Binds a core/forms controller to a <form>: state, submit handler, and focus on the first invalid
 * field after each failed attempt. A form that succeeded sends nothing more until sendAnother. Options may change between renders; the latest are used.
 */
export function useFormSubmit<T, R = unknown>(options: FormControllerOptions<T, R>) {
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
  const prefix = `eb-f${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;

  useEffect(
    function focusFirstInvalid() {
      if (state.status !== 'error' || state.failure !== 'validation') return;
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    },
    [state.attempts, state.status, state.failure],
  );

  const idOf = (name: string) => `${prefix}-${name}`;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void controller.submit();
  };
  const setValue = (value: FormValue, name: string) => controller.setValue(name, value);
  /** The explicit "send another" after a success: a fresh form. */
  const sendAnother = () => controller.reset();
  return { state, controller, formRef, onSubmit, idOf, setValue, sendAnother };
}
