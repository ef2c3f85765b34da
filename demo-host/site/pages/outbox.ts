import { esc } from '../html';
import type { Page } from '../page';

interface OutboxMessage {
  id?: unknown;
  to?: unknown;
  subject?: unknown;
  body?: unknown;
  text?: unknown;
  html?: unknown;
  kind?: unknown;
  createdAt?: unknown;
}

function asList(body: unknown): OutboxMessage[] {
  if (Array.isArray(body)) return body as OutboxMessage[];
  const messages = (body as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? (messages as OutboxMessage[]) : [];
}

/** Links in message text become clickable (the cancel and unsubscribe links are the point of the outbox). */
function linkify(text: string): string {
  return esc(text).replace(/(https?:\/\/[^\s<]+|\/(?:nl|fr|en|de)\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/** The demo outbox: mails the service would send (spec has no mail server here). GET /api/outbox. */
export const outboxPage: Page = {
  name: 'outbox',
  match: (pathname) => (pathname.replace(/\/$/, '') === '/outbox' ? {} : null),
  async render(_params, ctx) {
    const messages = asList(await ctx.apiGet('/outbox'));
    const items = messages
      .map((m) => {
        const text = [m.text, m.body].find((v): v is string => typeof v === 'string') ?? '';
        return `<li class="site-outbox__message">
  <h2>${esc(m.subject ?? '(no subject)')}</h2>
  <p class="site-outbox__meta">To: ${esc(m.to ?? '')}${m.createdAt ? ` · ${esc(m.createdAt)}` : ''}${m.kind ? ` · ${esc(m.kind)}` : ''}</p>
  <div class="site-outbox__body">${linkify(text)}</div>
</li>`;
      })
      .join('\n');
    return {
      title: 'Demo outbox',
      body: `<h1>Demo outbox</h1>
<p>Messages the site content service would e-mail (subscription links, appointment confirmations, send-to-a-friend), newest first.</p>
${messages.length ? `<ol class="site-outbox">${items}</ol>` : '<p>The outbox is empty.</p>'}`,
    };
  },
};
