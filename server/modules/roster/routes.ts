import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplyRosterRequestSchema,
  ApplyRosterResponseSchema,
  ROSTER_KINDS,
  ROSTER_MAX_BYTES,
  RosterMessages,
  RosterPreviewParamsSchema,
  RosterPreviewSchema,
  RosterTemplateParamsSchema,
} from '@shared/schemas/roster';
import { badRequest, HttpError } from '../../errors';
import { sendCsv } from '../../lib/csv';
import { contextOf } from '../../plugins/service-context';
import * as service from './service';
import type { PreviewUpload } from './service';

const tags = ['roster'];
const admin = { access: 'admin' } as const;
/** Reading a file is the heaviest thing an admin asks for: one a second is plenty for a person. */
const uploadLimit = { max: 60, timeWindow: '1 minute' };

/** The multipart upload's fields: `kind`, `file`, and a OneRoster bundle's `schoolIdentifier`. */
async function readUpload(request: FastifyRequest): Promise<PreviewUpload> {
  if (!request.isMultipart()) throw new HttpError(415, RosterMessages.notMultipart);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          throw badRequest(`${part.fieldname}: Send one file, in the field file`);
        }
        bytes = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The multipart plugin's own refusals (413 for a file too large) carry their status; anything else is
    // a body that ended early or does not parse.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`file: ${RosterMessages.cutShort}`);
  }
  const kind = ROSTER_KINDS.find((candidate) => candidate === fields.kind);
  if (!kind) throw badRequest(`kind: ${RosterMessages.kindRequired}`);
  if (!bytes) throw badRequest(`file: ${RosterMessages.fileRequired}`);
  const schoolIdentifier = fields.schoolIdentifier?.trim().slice(0, 256) || undefined;
  return { kind, bytes, schoolIdentifier };
}

/** Roster import (ours, issue 23): templates, a preview of an upload, and applying it. */
const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  // A file of more than 10 MB is refused while it streams in (413), never held whole.
  await app.register(multipart, {
    limits: { fileSize: ROSTER_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.get(
    '/roster/template/:kind',
    {
      config: admin,
      schema: {
        tags,
        params: RosterTemplateParamsSchema,
        response: { 200: z.string().describe('CSV (text/csv)') },
      },
    },
    async (request, reply) => sendCsv(reply, service.templateOf(request.params.kind)),
  );

  app.post(
    '/roster/preview',
    {
      config: { ...admin, rateLimit: uploadLimit },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'multipart/form-data: kind (staff, students, memberships, oneroster), file (at most 10 MB)',
        response: { 200: RosterPreviewSchema },
      },
    },
    async (request) => service.preview(contextOf(request), await readUpload(request)),
  );

  app.post(
    '/roster/apply/:previewId',
    {
      config: admin,
      schema: {
        tags,
        params: RosterPreviewParamsSchema,
        body: ApplyRosterRequestSchema,
        response: { 200: ApplyRosterResponseSchema },
      },
    },
    async (request) =>
      service.apply(contextOf(request), request.params.previewId, request.body.DeactivateUserIds),
  );
};

export default rosterRoutes;
