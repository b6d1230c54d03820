import { execute, getOperationAST, GraphQLError, type ExecutionResult, type GraphQLSchema } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildContext } from '../context';
import type { DocumentCache } from './cache';
import { formatError } from './format';

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

/** GraphQL over HTTP: POST (JSON body) for everything, GET for queries only. */
export function registerGraphqlHttp(app: FastifyInstance, schema: GraphQLSchema, cache: DocumentCache): void {
  const handle = async (req: FastifyRequest, reply: FastifyReply, params: GraphQLParams) => {
    if (typeof params.query !== 'string' || !params.query.trim()) return requestError(reply, 400, 'Missing query', 'BAD_REQUEST');
    const variables = params.variables ?? undefined;
    if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
      return requestError(reply, 400, 'variables must be a JSON object', 'BAD_REQUEST');
    }
    const operationName = typeof params.operationName === 'string' ? params.operationName : undefined;
    const prepared = cache.prepare(params.query);
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
    if (result.errors?.length) body.errors = result.errors.map((e: GraphQLError) => formatError(e, ctx.lang, req.log));
    return reply.code(200).header('cache-control', 'no-store').send(body);
  };

  app.post('/graphql', (req, reply) => handle(req, reply, (req.body ?? {}) as GraphQLParams));
  app.get('/graphql', (req, reply) => handle(req, reply, paramsOfGet(req.query as Record<string, string | undefined>)));
}
