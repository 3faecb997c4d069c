import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/unavailable';
import { HttpError } from './errors';

/**
 * One JSON shape for every error: { statusCode, error, message }. Validation errors read
 * "Field: message" with the spec's texts; 5xx details stay in the log, never in the answer.
 */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const message = error.validation
      .map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      })
      .join('\n');
    return send(reply, 400, message);
  }
  // An outage is no fault of the request: 503 tells the client to try again; a warning, not a failure.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return send(reply, 503, DATABASE_UNAVAILABLE_MESSAGE);
  }
  const statusCode =
    error instanceof HttpError
      ? error.statusCode
      : error.statusCode && error.statusCode >= 400
        ? error.statusCode
        : 500;
  if (statusCode >= 500) {
    request.log.error({ err: error }, 'request failed');
    return send(reply, statusCode, 'Something went wrong');
  }
  return send(reply, statusCode, error.message);
}

function send(reply: FastifyReply, statusCode: number, message: string) {
  return reply.status(statusCode).send({ statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message });
}
