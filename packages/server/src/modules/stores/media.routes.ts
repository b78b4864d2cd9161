import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPageAllowed, isPageOpenToMerchant } from '@mbo/contracts/access';
import { STORE_IMAGE_MAX_BYTES } from '@mbo/contracts/constants';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { readSingleFileUpload } from '../../http/single-file-upload.ts';
import type { Gatekeeper, MerchantMembership } from '../../http/call-context.ts';
import { badRequest, forbidden, invalidToken, notFound } from '../../lib/app-error.ts';
import type { MoneyDeps } from '../money-deps.ts';
import { reencodeImage } from './image-encode.ts';
import { createMediaRepository } from './media.repository.ts';
import { createMediaSigner, newMediaToken } from './media-urls.ts';
import { merchantUnverified } from '../merchant-gate/merchant-gate.public.ts';

export const UPLOAD_PATH = '/api/upload';
/** How long a browser may keep a public logo before asking again (it stops being public when replaced). */
const PUBLIC_CACHE_S = 300;
const TOKEN = /^[\w-]{16,64}$/;

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
};

/**
 * Image upload and serving.
 * - `POST /api/upload` (multipart: field `img`, plus `merchant_id` and — unless sent as `Authorization: Bearer` —
 *   `token`): a member of the merchant whose roles open the store page; the image is checked by content, at most
 *   1024 KB, re-encoded, kept in `uploaded_files`; answers `{url}`, a signed link (see media-urls.ts).
 * - `GET /media/<token>`: a store's QR or pay-page logo is public (the pay page shows it); any other image needs
 *   a valid signed link. A refusal is 404 either way, so a link tells nothing about what exists.
 * - Hourly, images no store has used for a day are deleted (media-sweep.job.ts, in the job registry).
 */
export function registerMedia(app: FastifyInstance, deps: MoneyDeps, gatekeeper: Gatekeeper): void {
  const media = createMediaRepository(deps.db);
  const signer = createMediaSigner(deps.secret);

  async function admit(
    token: string | undefined,
    merchantField: string | undefined,
  ): Promise<{ userId: number; membership: MerchantMembership }> {
    if (!token) throw invalidToken();
    const session = await gatekeeper.authenticate(token, { isBackground: false });
    const merchantId = Number(merchantField);
    if (!Number.isSafeInteger(merchantId) || merchantId <= 0) throw badRequest('errors.merchant_required');
    const membership = await gatekeeper.membership(session.userId, merchantId);
    if (!membership) throw forbidden('errors.not_member');
    if (!isPageAllowed(membership.roles, 'store')) throw forbidden('errors.forbidden_page');
    if (!isPageOpenToMerchant(membership.isVerified, 'store')) throw merchantUnverified();
    return { userId: session.userId, membership };
  }

  // Multipart is parsed on this route only (registered inside its own encapsulated scope).
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: STORE_IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(UPLOAD_PATH, async (request, reply) => {
      const { file: image, fields } = await readSingleFileUpload(request, {
        missing: 'stores.image_required',
        tooLarge: 'stores.image_too_large',
      });
      const { userId, membership } = await admit(bearer(request) ?? fields.token, fields.merchant_id);
      if (!image || image.length === 0) throw badRequest('stores.image_required');
      const encoded = await reencodeImage(image);
      if (!encoded) throw badRequest('stores.image_type');
      const token = newMediaToken();
      await media.insert({ merchantId: membership.id, token, uploadedBy: userId, ...encoded });
      return reply.send({ return_code: RETURN_CODE.success, success: true, url: signer.sign(token) });
    });
  });

  // Images are static files to the browser (cached, one per logo): never counted by the API's limiter (issue 16).
  const mediaRoute = { config: { rateLimit: false as const } };
  app.get<{ Params: { token: string }; Querystring: { e?: string; s?: string } }>(
    '/media/:token',
    mediaRoute,
    async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN.test(token)) throw notFound();
      const file = await media.byToken(token);
      if (!file) throw notFound();
      let cacheControl = `public, max-age=${PUBLIC_CACHE_S}`;
      if (!file.isPublic) {
        const left = signer.verify(token, request.query.e, request.query.s);
        if (left === 0) throw notFound();
        cacheControl = `private, max-age=${left}`;
      }
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', cacheControl)
        .header('content-disposition', 'inline')
        .send(file.bytes);
    },
  );
}
