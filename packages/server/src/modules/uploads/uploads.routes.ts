import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RETURN_CODE } from '@mbo/contracts/envelope';
import { readSingleFileUpload } from '../../http/single-file-upload.ts';
import type { Gatekeeper } from '../../http/call-context.ts';
import { badRequest, invalidToken, notFound } from '../../lib/app-error.ts';
import { newMediaToken } from '../stores/stores.public.ts';
import { reencodeToJpeg } from './reencode-jpeg.ts';
import type { UploadLinks } from './upload-links.ts';
import { isGif, isPdf, spreadsheetType, UPLOAD_KINDS, UPLOAD_MAX_BYTES, type UploadKind } from './upload-rules.ts';
import type { UploadStorage } from './upload-storage.ts';
import type { UploadsRepository } from './uploads.repository.ts';

export const UPLOAD_FILE_PATH = '/api/upload_file';
const TOKEN = /^[\w-]{16,64}$/;
const TYPE_REFUSAL = {
  image: 'uploads.type',
  document: 'uploads.type_or_pdf',
  reseller_document: 'uploads.type_reseller',
  spreadsheet: 'uploads.type_spreadsheet',
} as const satisfies Record<UploadKind, string>;

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() || undefined : undefined;
};

export interface UploadsDeps {
  files: UploadsRepository;
  storage: UploadStorage;
  links: UploadLinks;
  gatekeeper: Gatekeeper;
  isSessionLive(sessionId: number): Promise<boolean>;
}

/**
 * Onboarding uploads, for a signed-in person with or without a merchant (personal verification, later the
 * merchant application).
 * - `POST /api/upload_file` (multipart: field `img`; `kind` image, document,
 *   reseller_document (PDF, JPEG, PNG, BMP) or spreadsheet; `token` unless sent as
 *   `Authorization: Bearer`): at most 20 MB, judged by content. An image (JPEG, PNG, GIF, BMP) is re-encoded to JPEG
 *   (reencode-jpeg.ts); a document may also be a PDF, kept as it is. Answers `{url, file}`: a link signed for this
 *   session and the file's token, which the form submits.
 * - `GET /uploads/<token>?sid&e&s`: the file, for a link whose signature holds, before its expiry, while its session
 *   lives (a reviewer's link has no session and lives 15 minutes). Every refusal is the same 404.
 */
export function registerUploads(app: FastifyInstance, deps: UploadsDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 6 },
    });
    scope.post(UPLOAD_FILE_PATH, async (request, reply) => {
      const { file: upload, fields } = await readSingleFileUpload(request, {
        missing: 'uploads.file_required',
        tooLarge: 'uploads.too_large',
      });
      const token = bearer(request) ?? fields.token;
      if (!token) throw invalidToken();
      const session = await deps.gatekeeper.authenticate(token, { isBackground: false });
      const kind = (fields.kind ?? 'image') as UploadKind;
      if (!UPLOAD_KINDS.includes(kind)) throw badRequest('uploads.kind_invalid');
      if (!upload || upload.length === 0) throw badRequest('uploads.file_required');

      const fileToken = newMediaToken();
      const sheetType = kind === 'spreadsheet' ? spreadsheetType(upload) : null;
      if (kind === 'spreadsheet') {
        // Kept as sent and never served as a page (the download route sends it as an attachment type).
        if (!sheetType) throw badRequest('uploads.type_spreadsheet');
        await deps.storage.write(fileToken, upload);
        await save(fileToken, session.userId, sheetType, upload.length, null);
      } else if ((kind === 'document' || kind === 'reseller_document') && isPdf(upload)) {
        await deps.storage.write(fileToken, upload);
        await save(fileToken, session.userId, 'application/pdf', upload.length, null);
      } else {
        const jpeg = kind === 'reseller_document' && isGif(upload) ? null : await reencodeToJpeg(upload);
        if (!jpeg) throw badRequest(TYPE_REFUSAL[kind]);
        await deps.storage.write(fileToken, jpeg.bytes);
        await save(fileToken, session.userId, 'image/jpeg', jpeg.bytes.length, jpeg);
      }
      return reply.send({
        return_code: RETURN_CODE.success,
        success: true,
        url: deps.links.forSession(fileToken, session.id),
        file: fileToken,
      });
    });
  });

  async function save(
    token: string,
    ownerUserId: number,
    contentType: string,
    sizeBytes: number,
    size: { width: number; height: number } | null,
  ) {
    try {
      await deps.files.insert({
        ownerUserId,
        token,
        contentType,
        sizeBytes,
        width: size?.width ?? null,
        height: size?.height ?? null,
      });
    } catch (error) {
      // No row, no file: a file nobody can name would only take space.
      await deps.storage.remove(token);
      throw error;
    }
  }

  app.get<{ Params: { token: string }; Querystring: Record<string, string | undefined> }>(
    '/uploads/:token',
    { config: { rateLimit: false as const } },
    async (request, reply) => {
      const { token } = request.params;
      if (!TOKEN.test(token)) throw notFound();
      const sessionId = deps.links.verify(token, request.query);
      if (sessionId === null) throw notFound();
      if (sessionId !== 0 && !(await deps.isSessionLive(sessionId))) throw notFound();
      const file = await deps.files.byToken(token);
      if (!file) throw notFound();
      const bytes = await deps.storage.read(token).catch(() => null);
      if (!bytes) throw notFound();
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', file.contentType === 'application/pdf' ? 'attachment' : 'inline')
        .send(bytes);
    },
  );
}
