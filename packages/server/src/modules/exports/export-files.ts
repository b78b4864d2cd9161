import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** How long a download link works. */
export const EXPORT_LINK_MS = 60 * 60_000;

export interface ExportFile {
  /** What the call returns as `filepath`: a download URL, unguessable, valid EXPORT_LINK_MS. */
  url: string;
  path: string;
  stream: WriteStream;
}

const SAFE_NAME = /^[\w.\- ]+$/;

/**
 * Generated files (XLSX exports, PDF statements) written to DATA_DIR/exports/<token>/<filename> and served at
 * /files/<token>/<filename>. The 192-bit token is the capability: the link is handed only to the user whose call
 * generated it, and files older than EXPORT_LINK_MS are refused and swept.
 */
export function createExportFiles(dataDir: string) {
  const root = join(dataDir, 'exports');
  mkdirSync(root, { recursive: true });

  return {
    create(filename: string): ExportFile {
      if (!SAFE_NAME.test(filename)) throw new Error(`unsafe export file name: ${filename}`);
      const token = randomBytes(24).toString('base64url');
      mkdirSync(join(root, token));
      const path = join(root, token, filename);
      return { url: `/files/${token}/${encodeURIComponent(filename)}`, path, stream: createWriteStream(path) };
    },

    register(app: FastifyInstance): void {
      app.get<{ Params: { token: string; name: string } }>('/files/:token/:name', async (request, reply) => {
        const { token, name } = request.params;
        if (!/^[\w-]{32}$/.test(token) || !SAFE_NAME.test(name)) return reply.status(404).send({ return_code: 'FAIL', success: false });
        const path = join(root, token, name);
        const info = await stat(path).catch(() => null);
        if (!info || Date.now() - info.mtimeMs > EXPORT_LINK_MS) return reply.status(404).send({ return_code: 'FAIL', success: false });
        const type = name.endsWith('.pdf') ? 'application/pdf' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
        return reply
          .header('content-type', type)
          .header('content-disposition', `attachment; filename="${name}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(path));
      });
    },

    /** Removes files whose links have expired. */
    async sweep(): Promise<void> {
      for (const token of await readdir(root).catch(() => [] as string[])) {
        const info = await stat(join(root, token)).catch(() => null);
        if (info && Date.now() - info.mtimeMs > EXPORT_LINK_MS) await rm(join(root, token), { recursive: true, force: true });
      }
    },
  };
}
export type ExportFiles = ReturnType<typeof createExportFiles>;
