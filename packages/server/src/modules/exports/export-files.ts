import { randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream, mkdirSync, writeFileSync, type WriteStream } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** How long a download link works. */
export const EXPORT_LINK_MS = 60 * 60_000;

export interface ExportFile {
  /** What the call returns as `filepath`: a download URL, unguessable, valid EXPORT_LINK_MS. */
  url: string;
  path: string;
  stream: WriteStream;
}

/**
 * Who a link was made for: it works only while that session lives and the user is still a member of the merchant
 * (or, a reseller's file, of the reseller).
 */
export interface ExportOwner {
  sessionId: number;
  userId: number;
  merchantId: number;
}
export interface ResellerExportOwner {
  sessionId: number;
  userId: number;
  resellerId: number;
}

/** The owner of a link made by a merchant call. */
export const exportOwner = (ctx: {
  session: { id: number; userId: number };
  merchant: { id: number };
}): ExportOwner => ({
  sessionId: ctx.session.id,
  userId: ctx.session.userId,
  merchantId: ctx.merchant.id,
});

/** The owner of a link made by a reseller call (issue 15: the margin statement). */
export const resellerExportOwner = (ctx: {
  session: { id: number; userId: number };
  reseller: { id: number };
}): ResellerExportOwner => ({ sessionId: ctx.session.id, userId: ctx.session.userId, resellerId: ctx.reseller.id });

/** What the download route asks of the session module. */
export interface ExportAccess {
  isSessionLive(sessionId: number): Promise<boolean>;
  isMember(userId: number, merchantId: number): Promise<boolean>;
  /** Whether the user is a member of the (active) reseller. */
  isResellerMember(userId: number, resellerId: number): Promise<boolean>;
}

/** A file name we write and serve: no path separator, no leading dot ('.', '..', hidden files). */
const SAFE_NAME = /^[\w\- ][\w.\- ]*$/;
const TOKEN = /^[\w-]{32}$/;

const notFound = (reply: FastifyReply) => reply.status(404).send({ return_code: 'FAIL', success: false });

/**
 * Generated files (XLSX exports, PDF statements, posters) written to DATA_DIR/exports/<token>/<filename> (folders
 * 0700, files 0600: only the server's user reads them) and served at /files/<token>/<filename>. The 192-bit token is
 * the capability, bound to its owner (DATA_DIR/exports/<token>.json): the link works only while the session that
 * made it lives and its user is still a member of the merchant, and only for EXPORT_LINK_MS. Every refusal,
 * malformed paths included, is the same 404. The request log never shows the token (lib/logger.ts).
 */
export function createExportFiles(dataDir: string) {
  const root = join(dataDir, 'exports');
  mkdirSync(root, { recursive: true, mode: 0o700 });
  // Folders made before the modes were set are closed too.
  chmodSync(root, 0o700);

  async function ownerOf(token: string): Promise<ExportOwner | ResellerExportOwner | null> {
    try {
      return JSON.parse(await readFile(join(root, `${token}.json`), 'utf8')) as ExportOwner | ResellerExportOwner;
    } catch {
      return null;
    }
  }

  return {
    create(filename: string, owner: ExportOwner | ResellerExportOwner): ExportFile {
      if (!SAFE_NAME.test(filename)) throw new Error(`unsafe export file name: ${filename}`);
      const token = randomBytes(24).toString('base64url');
      writeFileSync(join(root, `${token}.json`), JSON.stringify(owner), { mode: 0o600 });
      mkdirSync(join(root, token), { mode: 0o700 });
      const path = join(root, token, filename);
      return {
        url: `/files/${token}/${encodeURIComponent(filename)}`,
        path,
        stream: createWriteStream(path, { mode: 0o600 }),
      };
    },

    register(app: FastifyInstance, access: ExportAccess): void {
      // The wildcard takes any path under /files/ (encoded dots and slashes included), so malformed ones get the
      // same 404 rather than the router's or the file system's errors.
      app.get<{ Params: { '*': string } }>('/files/*', async (request, reply) => {
        const parts = request.params['*'].split('/');
        const [token, name] = parts;
        if (parts.length !== 2 || !token || !name || !TOKEN.test(token) || !SAFE_NAME.test(name))
          return notFound(reply);
        const path = join(root, token, name);
        const info = await stat(path).catch(() => null);
        if (!info?.isFile() || Date.now() - info.mtimeMs > EXPORT_LINK_MS) return notFound(reply);
        const owner = await ownerOf(token);
        if (
          !owner ||
          !(await access.isSessionLive(owner.sessionId)) ||
          !(await ('resellerId' in owner
            ? access.isResellerMember(owner.userId, owner.resellerId)
            : access.isMember(owner.userId, owner.merchantId)))
        )
          return notFound(reply);
        const type = name.endsWith('.pdf')
          ? 'application/pdf'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path));
      });
    },

    /** Removes files whose links have expired, with their owner records. */
    async sweep(): Promise<void> {
      for (const entry of await readdir(root).catch(() => [] as string[])) {
        const info = await stat(join(root, entry)).catch(() => null);
        if (info && Date.now() - info.mtimeMs > EXPORT_LINK_MS)
          await rm(join(root, entry), { recursive: true, force: true });
      }
    },
  };
}
export type ExportFiles = ReturnType<typeof createExportFiles>;
