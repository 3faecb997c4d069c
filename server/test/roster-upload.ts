import type { FastifyInstance } from 'fastify';

const BOUNDARY = '----plchub-roster-upload';

/** A multipart/form-data body as a browser's form sends it: text fields, then at most one file. */
export function multipartBody(
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
): Buffer {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

/** An upload: its text fields and its file. */
export interface Upload {
  fields: Record<string, string>;
  file?: { name: string; bytes: Uint8Array };
}

/** The headers and body of an upload's request. */
export const uploadRequest = ({ fields, file }: Upload) => ({
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  payload: multipartBody(fields, file),
});

/** POST roster/preview with the fields and the file as `cookie`'s session sends them. */
export function postRosterUpload(
  app: FastifyInstance,
  cookie: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Uint8Array },
) {
  const { headers, payload } = uploadRequest({ fields, ...(file && { file }) });
  return app.inject({
    method: 'POST',
    url: '/api/v1/roster/preview',
    headers: { cookie, ...headers },
    payload,
  });
}
