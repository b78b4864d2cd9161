import type { FastifyRequest } from 'fastify';
import { CONTROL_CHARACTER } from '@mbo/contracts/field-rules';
import type { MessageKey } from '@mbo/contracts/i18n';
import { AppError, badRequest } from '../lib/app-error.ts';

/**
 * Reads a multipart upload of one file (the part named `img`; any other file part is drained unread) and its text
 * fields. The route's scope sets the limits (@fastify/multipart); a file over them is refused with `tooLarge`, a
 * request that is not multipart with `missing`. Text fields are checked for control characters here: multipart
 * bodies are parsed after the request-wide hook that checks JSON bodies (http/control-characters.ts).
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  messages: { missing: MessageKey; tooLarge: MessageKey },
): Promise<{ file: Buffer | null; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw badRequest(messages.missing);
  const fields: Record<string, string> = {};
  let file: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname === 'img' && file === null) file = await part.toBuffer();
        else part.file.resume();
      } else if (typeof part.value === 'string') {
        if (CONTROL_CHARACTER.test(part.value))
          throw badRequest('validation.control_character', { field: part.fieldname });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('TOO_LARGE', messages.tooLarge);
    throw error;
  }
  return { file, fields };
}
