import { useId, type ReactNode } from 'react';
import type { Subscription } from '../../core/api/types';
import { buildRoute } from '../../core/routes/routes';
import { useBlock } from '../runtime/block-context';
import { ErrorState, LoadingSkeleton } from '../ui/states';
import { EditForm } from './edit-form';
import { resolveKmiView } from './resolve-mode';
import type { Calls, KeepMeInformedConfig } from './schema';
import { SubscribeForm } from './subscribe-form';
import { UnsubscribeView } from './unsubscribe-view';
import { useSubscription } from './use-subscription';
import './keep-me-informed.css';

export function KeepMeInformed({ config }: { config: KeepMeInformedConfig }) {
  const { t, routes } = useBlock();
  const view = resolveKmiView(config.mode, config.token, window.location.pathname + window.location.search, routes);
  const titleId = `eb-kmi-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const Heading = `h${config.headingLevel}` as 'h2';
  const title =
    view.mode === 'edit' ? 'kmi.edit.title' : view.mode === 'unsubscribe' ? 'kmi.unsubscribe.title' : view.mode === 'success' ? 'kmi.success.title' : 'kmi.title';
  // A view without a form is a few lines high: it gives back the height the block reserves for the form.
  const short = view.mode === 'success' || view.mode === 'unsubscribe' || view.mode === 'missing-token';
  return (
    <section className={short ? 'eb-kmi eb-kmi--short' : 'eb-kmi'} aria-labelledby={titleId}>
      <Heading className="eb-kmi__title" id={titleId}>
        {t(title)}
      </Heading>
      {view.mode === 'subscribe' ? <SubscribeForm config={config} titleId={titleId} /> : null}
      {view.mode === 'success' ? <p className="eb-kmi__done">{t('kmi.success')}</p> : null}
      {view.mode === 'missing-token' ? <NotFound text={t('kmi.missing_token')} /> : null}
      {view.mode === 'edit' || view.mode === 'unsubscribe' ? (
        <WithSubscription token={view.token}>
          {(subscription) =>
            view.mode === 'edit' ? (
              <EditForm token={view.token} subscription={subscription} titleId={titleId} />
            ) : (
              <UnsubscribeView token={view.token} subscription={subscription} />
            )
          }
        </WithSubscription>
      ) : null}
    </section>
  );
}

function NotFound({ text }: { text: string }) {
  const { t, locale, routes } = useBlock();
  return (
    <div className="eb-kmi__not-found" role="alert">
      <p>{text}</p>
      <a className="eb-kmi__link" href={buildRoute({ name: 'keepMeInformed', locale }, routes)}>
        {t('kmi.new_subscription')}
      </a>
    </div>
  );
}

function WithSubscription({ token, children }: { token: string; children: (s: Subscription) => ReactNode }) {
  const { t, api } = useBlock<Calls>();
  const { load, retry } = useSubscription(api, token);
  if (load.state === 'loading') return <LoadingSkeleton label={t('kmi.loading')} rows={3} />;
  if (load.state === 'not-found') return <NotFound text={t('kmi.not_found')} />;
  if (load.state === 'error') return <ErrorState message={t('kmi.load_error')} retryLabel={t('kmi.retry')} onRetry={retry} />;
  return <>{children(load.subscription)}</>;
}
