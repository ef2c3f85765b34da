import { repPictureLabel } from '../../data/common-parts';
import { IMAGE_SIZES, renderPng, renderSvg, type ImageKind } from '../../data/images';
import { sendBody } from '../../delivery';
import type { ApiContext } from '../context';
import { HttpError, notFound } from '../errors';
import { readJson, sendJson, sendText } from '../http';
import type { Router } from '../router';

const FILE = /^(\d{1,3})(?:-(medium|thumb))?\.(svg|png)$/;

export function sendPng(res: Parameters<typeof sendBody>[0], png: Buffer): void {
  sendBody(res, { headers: { 'content-type': 'image/png', 'cache-control': `public, max-age=86400`, 'x-content-type-options': 'nosniff' }, body: png });
}

export function registerMiscRoutes(router: Router, api: ApiContext): void {
  const { dataset, db } = api;

  // Generated pictures: /images/{estate|rental|person|plan}/{id}/{index}[-medium|-thumb].{png|svg}
  router.get('/images/:kind/:id/:file', ({ res, params }) => {
    const m = FILE.exec(params.file);
    if (!m) throw notFound(`image '${params.file}'`);
    const index = Number(m[1]);
    const [width, height] = IMAGE_SIZES[(m[2] as 'medium' | 'thumb' | undefined) ?? 'full'];
    const id = Number(params.id);
    let label: string | undefined;
    if (params.kind === 'estate' || params.kind === 'plan') {
      const estate = dataset.estateById.get(id);
      label = estate ? (estate.general.reference ?? String(estate.id)) : undefined;
    } else if (params.kind === 'rental') {
      const unit = dataset.rentalById.get(id)?.unit;
      label = unit ? (unit.general.building?.rentalName ?? String(unit.id)) : undefined;
    } else if (params.kind === 'person') label = repPictureLabel(id);
    if (label === undefined) throw notFound(`image ${params.kind}/${params.id}`);
    const spec = { kind: params.kind as ImageKind, key: id, label, index, width, height };
    if (m[3] === 'png') sendPng(res, renderPng(spec));
    else sendText(res, 200, 'image/svg+xml', renderSvg(spec), 86400);
  });

  if (api.testHooks) registerTestHooks(router, api);
  if (!api.demo) return;
  router.get('/virtual-visit/:id', ({ res, params }) => {
    sendText(res, 200, 'text/html', `<!doctype html><html lang="en"><title>Virtual visit ${Number(params.id)}</title><h1>Virtual visit</h1><p>A 360° tour of estate ${Number(params.id)} would play here.</p></html>`);
  });
  router.get('/public-sale/:id', ({ res, params }) => {
    sendText(res, 200, 'text/html', `<!doctype html><html lang="en"><title>Public sale ${Number(params.id)}</title><h1>Online public sale</h1><p>Bidding for listing ${Number(params.id)} would happen here.</p></html>`);
  });

  // The demo outbox: e-mails the service would have sent, newest first.
  router.get('/outbox', ({ res, query }) => {
    const to = query.get('to');
    const messages = db.outbox
      .list(5000)
      .filter((m) => !to || m.recipient === to)
      .map((m) => ({ id: m.id, siteId: m.siteId, kind: m.kind, to: m.recipient, subject: m.subject, text: m.body, links: m.links, relatedId: m.relatedId, createdAt: m.createdAt }));
    sendJson(res, 200, messages);
  });

}

/** The fault switch of the browser tests (demo mode only). */
function registerTestHooks(router: Router, api: ApiContext): void {
  const { faults } = api;
  router.post('/__test/faults', async ({ req, res }) => {
    sendJson(res, 201, faults.add(await readJson(req)));
  });
  router.get('/__test/faults', ({ res }) => sendJson(res, 200, faults.list()));
  router.post('/__test/reset-faults', ({ res }) => {
    faults.reset();
    sendJson(res, 200, { ok: true });
  });
  router.post('/__test/error', () => {
    throw new HttpError(500, { error: 'test', message: 'deliberate failure' });
  });
}
