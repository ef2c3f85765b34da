import { useEffect, useRef, useState } from 'react';
import type { Subscription } from '../../core/api/types';
import { useBlock } from '../runtime/block-context';
import type { Calls } from './schema';

type Phase = 'confirm' | 'busy' | 'done' | 'error';

export interface UnsubscribeViewProps {
  token: string;
  subscription: Subscription;
}

/** Confirm → busy → done | error (retry) for DELETE /notifications/{token}; one request per click. */
export function UnsubscribeView({ token, subscription }: UnsubscribeViewProps) {
  const { t, api } = useBlock<Calls>();
  const [phase, setPhase] = useState<Phase>('confirm');
  const busy = useRef(false);
  const doneRef = useRef<HTMLParagraphElement>(null);

  useEffect(
    function focusResult() {
      if (phase === 'done') doneRef.current?.focus();
    },
    [phase],
  );

  const unsubscribe = () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('busy');
    api.unsubscribe(token).then(
      () => setPhase('done'),
      () => {
        busy.current = false;
        setPhase('error');
      },
    );
  };

  if (phase === 'done') {
    return (
      <p className="eb-kmi__done" role="status" tabIndex={-1} ref={doneRef}>
        {t('kmi.unsubscribe.done')}
      </p>
    );
  }
  return (
    <div className="eb-kmi__unsubscribe">
      <p>{t('kmi.unsubscribe.question', { email: subscription.email })}</p>
      {phase === 'error' ? (
        <p className="eb-kmi__error" role="alert">
          {t('kmi.unsubscribe.error')}
        </p>
      ) : null}
      <p className="eb-kmi__status" role="status">
        {phase === 'busy' ? t('kmi.unsubscribe.busy') : ''}
      </p>
      <button type="button" className="eb-form__submit" onClick={unsubscribe} aria-disabled={phase === 'busy' || undefined}>
        {t('kmi.unsubscribe.button')}
      </button>
    </div>
  );
}
