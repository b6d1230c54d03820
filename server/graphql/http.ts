import { execute, getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonCompressed } from '../compressedReply';
import { buildContext } from '../context';
import { langFromHeader } from '../i18n';
import type { DocumentCache } from './cache';
import { formatError } from './format';
import type { LimitGate } from './limits/gate';
import type { Refusal } from './limits/limits';
import { refuse } from './limits/refusal';

interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

function paramsOfGet(q: Record<string, string | undefined>): GraphQLParams {
  let variables: unknown;
  if (q.variables) {
    try { variables = JSON.parse(q.variables); } catch { variables = Symbol('invalid'); }
  }
  return { query: q.query, variables, operationName: q.operationName };
}

function requestError(reply: FastifyReply, status: number, message: string, code: string) {
  return reply.code(status).send({ errors: [{ message, extensions: { code } }] });
}

/** GraphQL over HTTP: POST (JSON body) for everything, GET for queries only; limits in limits/. */
export function registerGraphqlHttp(app: FastifyInstance, schema: GraphQLSchema, cache: DocumentCache, gate: LimitGate): void {
  // A document over a limit is refused before it runs: 400, like a document that fails validation.
  const refused = (req: FastifyRequest, reply: FastifyReply, r: Refusal, operationName?: string, status = 400) =>
    reply.code(status).send({ errors: [refuse(langFromHeader(req.headers['accept-language']), req.log, r, 'http', operationName).toJSON()] });

  const handle = async (req: FastifyRequest, reply: FastifyReply, params: GraphQLParams) => {
    if (typeof params.query !== 'string' || !params.query.trim()) return requestError(reply, 400, 'Missing query', 'BAD_REQUEST');
    const variables = params.variables ?? undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return requestError(reply, 400, 'variables must be a JSON object', 'BAD_REQUEST');
    }
    const operationName = typeof params.operationName === 'string' ? params.operationName : undefined;
    const prepared = cache.prepare(params.query);
    if (prepared.refusal) return refused(req, reply, prepared.refusal, operationName);
    if (prepared.errors) {
      const code = prepared.errors.some((e) => e.message.startsWith('Syntax Error')) ? 'GRAPHQL_PARSE_FAILED' : 'GRAPHQL_VALIDATION_FAILED';
      return reply.code(400).send({ errors: prepared.errors.map((e) => ({ ...e.toJSON(), extensions: { code } })) });
    }
    const operation = getOperationAST(prepared.document, operationName);
    if (!operation) return requestError(reply, 400, 'Operation not found (name it with operationName)', 'BAD_REQUEST');
    if (req.method === 'GET' && operation.operation !== 'query') {
      return reply.code(405).header('allow', 'POST').send({ errors: [{ message: `${operation.operation} operations must use POST`, extensions: { code: 'METHOD_NOT_ALLOWED' } }] });
    }
    if (operation.operation === 'subscription') return requestError(reply, 400, 'Subscriptions use the WebSocket endpoint', 'BAD_REQUEST');
    const tooCostly = gate.cost(prepared.document, operation, variables as Record<string, unknown> | null | undefined);
    if (tooCostly) return refused(req, reply, tooCostly, operationName);
    // req.authUser was verified by the onRequest hook (server/auth/httpAuth.ts).
    const ctx = buildContext(req.headers, req.authUser);
    const result = (await execute({
      schema,
      document: prepared.document,
      variableValues: variables as Record<string, unknown> | undefined,
      operationName,
      contextValue: ctx,
    })) as ExecutionResult;
    const body: Record<string, unknown> = { data: result.data ?? null };
    if (result.errors?.length) body.errors = result.errors.map((e: GraphQLError) => formatError(e, ctx.lang, req.log, gate.message));
    return sendJsonCompressed(req, reply.code(200).header('cache-control', 'no-store'), body);
  };

  app.post('/graphql', {
    bodyLimit: gate.limits.maxBodyBytes,
    // Fastify refuses a larger body before reading it (413); the client gets it as a GraphQL error.
    errorHandler: (error: FastifyError, req, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.send(error);
      const length = Number(req.headers['content-length']);
      return refused(req, reply, { limit: 'bodySize', max: gate.limits.maxBodyBytes, value: Number.isFinite(length) ? length : gate.limits.maxBodyBytes + 1 }, undefined, 413);
    },
  }, (req, reply) => handle(req, reply, (req.body ?? {}) as GraphQLParams));
  app.get('/graphql', (req, reply) => handle(req, reply, paramsOfGet(req.query as Record<string, string | undefined>)));
}
