import sharp from 'sharp';
import type { PersonSubmission } from '@mbo/contracts/kyc/person-schema';
import type { TestServer } from '../support/harness.ts';

/** Region ids of the migration's reference data. */
export const REGION = {
  nsw: 1001,
  victoria: 1002,
  sydney: 1101,
  melbourne: 1106,
  beijingProvince: 2001,
  beijing: 2101,
};

/** POST /api/upload_file as the web does (multipart: token, kind, img). */
export async function uploadFile(
  server: TestServer,
  options: { token?: string; bytes: Buffer; fileName?: string; type?: string; kind?: string; language?: string },
) {
  const form = new FormData();
  if (options.token) form.append('token', options.token);
  if (options.kind) form.append('kind', options.kind);
  form.append(
    'img',
    new Blob([new Uint8Array(options.bytes)], { type: options.type ?? 'image/png' }),
    options.fileName ?? 'photo.png',
  );
  const response = await fetch(`${server.url}/api/upload_file`, {
    method: 'POST',
    body: form,
    headers: { 'accept-language': options.language ?? 'en-US' },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; msg?: string; url?: string; file?: string },
  };
}

/** A small opaque PNG. */
export const smallPng = (color = { r: 30, g: 120, b: 200 }) =>
  sharp({ create: { width: 32, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();

/** Uploads the three images of a submission; answers their tokens. */
export async function uploadIdImages(server: TestServer, token: string) {
  const tokens: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const result = await uploadFile(server, { token, bytes: await smallPng({ r: 10 * index, g: 50, b: 90 }) });
    if (!result.body.file) throw new Error(`upload failed: ${result.body.msg}`);
    tokens.push(result.body.file);
  }
  return { front_img: tokens[0]!, back_img: tokens[1]!, selfie_img: tokens[2]! };
}

/** A valid Australian submission (driver licence of NSW, living in Sydney), the images given. */
export function australianPerson(images: { front_img: string; back_img: string | null; selfie_img: string }) {
  return {
    nationality: 1,
    first_name: 'Nina',
    middle_name: '',
    last_name: 'Patel',
    birthday: '1990-04-12',
    gender: 2,
    residence_country: 1,
    province_id: REGION.nsw,
    city_id: REGION.sydney,
    street: '1 George Street',
    postcode: '2000',
    issue_country: 1,
    id_type: 6,
    issue_state: REGION.nsw,
    id_number: 'NSW12345',
    id_expiry: `${new Date().getUTCFullYear() + 3}-06-30`,
    ...images,
  } satisfies Partial<Record<keyof PersonSubmission, unknown>>;
}
