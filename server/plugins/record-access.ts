import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { forbidden, type HttpError } from '../errors';
import type { Access, AuthContext } from './auth';

/**
 * The access levels that depend on the record a request addresses. The auth plugin cannot check them
 * before the handler (it does not know the record); the owning module's policy does, through
 * authorizeAccess, and the plugin lets no successful answer of such a route out unless one did.
 */
export type RecordAccess = Extract<Access, 'teamMember' | 'teamLead' | 'owner'>;
const RECORD_ACCESS_LEVELS: readonly Access[] = ['teamMember', 'teamLead', 'owner'] satisfies RecordAccess[];

const isRecordAccess = (access: Access | undefined): access is RecordAccess =>
  access !== undefined && RECORD_ACCESS_LEVELS.includes(access);

/**
 * The levels policies proved during a request, by its caller (one AuthContext per request); `member`:
 * the request addressed no record (allowWithoutRecord).
 */
const proofs = new WeakMap<AuthContext, Set<RecordAccess | 'member'>>();

function prove(auth: AuthContext, level: RecordAccess | 'member'): void {
  const proved = proofs.get(auth) ?? new Set();
  proved.add(level);
  proofs.set(auth, proved);
}

/**
 * Throws `refusal` (403 unless the spec gives the rule a form message) unless the policy allowed the
 * action; otherwise records that the caller holds `level` on the record the request addresses, which is
 * what the route's declaration promises.
 */
export function authorizeAccess(
  auth: AuthContext,
  level: RecordAccess,
  allowed: boolean,
  refusal?: HttpError,
): void {
  // The refusal is made only when needed: an error captures a stack, and most checks pass.
  if (!allowed) throw refusal ?? forbidden();
  prove(auth, level);
}

/**
 * A record-level read called with the spec's sentinel for "new", which addresses no record: it answers
 * only what is the caller's own (a blank form, the people of their own teams), which any signed-in person
 * may have. It meets `teamMember`, never a lead's or an owner's level.
 */
export function allowWithoutRecord(auth: AuthContext): void {
  prove(auth, 'member');
}

/**
 * Whether a policy proved the route's declared level during the request. Any proof meets `teamMember`:
 * the team's leads and a record's own people see what its members see.
 */
function provedAccess(auth: AuthContext | null, declared: RecordAccess): boolean {
  const proved = auth ? proofs.get(auth) : undefined;
  if (!proved) return false;
  return declared === 'teamMember' ? proved.size > 0 : proved.has(declared);
}

/** The headers each answer of a record-level route carried before its handler ran (the security plugins'). */
const headersBeforeHandler = new WeakMap<FastifyReply, Set<string>>();

/**
 * Fails closed: a record-level route that answers with success although no policy proved its level is a bug,
 * and its answer (someone's data, perhaps) goes to the error handler (500, logged) instead of the caller:
 * not its body (a stream is closed) nor a header its handler set (a file name, a redirect). A write has
 * happened by then; the authorisation matrix is what catches such a route before it ships.
 */
export function withholdUnprovedAnswers(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (isRecordAccess(request.routeOptions.config.access))
      headersBeforeHandler.set(reply, new Set(Object.keys(reply.getHeaders())));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const access = request.routeOptions.config.access;
    if (reply.statusCode >= 400 || !isRecordAccess(access) || provedAccess(request.auth, access))
      return payload;
    const kept = headersBeforeHandler.get(reply);
    for (const header of Object.keys(reply.getHeaders())) if (!kept?.has(header)) reply.removeHeader(header);
    if (payload instanceof Readable) payload.destroy();
    throw new Error(
      `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} without a policy proving its access level ${access}`,
    );
  });
}
