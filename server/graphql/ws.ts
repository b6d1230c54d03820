import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createRequire } from 'node:module';
import { execute, getOperationAST, subscribe, type GraphQLError, type GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { buildContext, type RequestContext } from '../context';
import { unauthenticatedError } from '../auth/guard';
import { authenticateSocket, recheckSocket, type SocketAuth } from '../auth/socket';
import type { TokenVerifier } from '../auth/verifier';
import { langFromHeader } from '../i18n';
import type { Lang } from '../../src/shared/resource/types';
import type { DocumentCache } from './cache';
import { formatError } from './format';
import type { LimitGate } from './limits/gate';
import type { Refusal } from './limits/limits';
import { logRefusal, refuse } from './limits/refusal';
import { expandSharedJson } from './sharedJson';

/**
 * graphql-ws recognises errors returned by onSubscribe with `instanceof GraphQLError` of the graphql
 * copy it imports itself (Node's resolution of 'graphql', the CommonJS build). When our module got
 * another copy (vitest prefers the .mjs build) that check fails, so errors are re-created with the
 * class graphql-ws sees.
 */
const { GraphQLError: WsGraphQLError } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
function forGraphqlWs(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.map((e: GraphQLError): GraphQLError => {
    if ((e as unknown) instanceof WsGraphQLError) return e;
    return new WsGraphQLError(e.message, { nodes: e.nodes, source: e.source, positions: e.positions, path: e.path, extensions: e.extensions });
  });
}

/** The app sends the user's chosen language in connectionParams; the upgrade's Accept-Language is the browser's. */
function socketLang(connectionParams: Readonly<Record<string, unknown>> | undefined, request: IncomingMessage): Lang {
  const lang = connectionParams?.lang;
  return lang === 'de' || lang === 'it' ? lang : langFromHeader(request.headers['accept-language']);
}

/** GraphQL subscriptions (graphql-transport-ws) on the /graphql path of the HTTP server; limits in limits/. */
export function registerGraphqlWs(app: FastifyInstance, schema: GraphQLSchema, cache: DocumentCache, verifier: TokenVerifier, gate: LimitGate): void {
  const { maxWsMessageBytes, maxSubscriptions } = gate.limits;
  // A larger message is not read: ws closes the connection with 1009 (message too big).
  const wss = new WebSocketServer({ noServer: true, maxPayload: maxWsMessageBytes });
  // Before graphql-ws' own listener: every text it sends passes expandSharedJson (sharedJson.ts).
  wss.on('connection', (ws: WebSocket) => {
    const send = ws.send.bind(ws) as (data: unknown, cb?: (err?: Error) => void) => void;
    ws.send = ((data: unknown, cb?: (err?: Error) => void) => send(typeof data === 'string' ? expandSharedJson(data) : data, cb)) as WebSocket['send'];
    ws.on('error', (err: Error & { code?: string }) => {
      if (err.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') logRefusal(app.log, { limit: 'bodySize', max: maxWsMessageBytes, value: maxWsMessageBytes + 1 }, 'ws');
    });
  });
  const refused = (lang: Lang, r: Refusal, operationName?: string | null) => forGraphqlWs([refuse(lang, app.log, r, 'ws', operationName)]);
  const server = useServer<Record<string, unknown> | undefined, { ctx?: RequestContext; auth?: SocketAuth }>(
    {
      schema,
      execute,
      subscribe,
      // connectionParams.Authorization must hold a valid bearer token, else close 4401.
      onConnect: async (c) => {
        const auth = await authenticateSocket(verifier, c.connectionParams, c.extra.socket, (e) => app.log.error({ err: e }, 'bearer token could not be verified'));
        if (!auth) return false;
        c.extra.auth = auth;
        return true;
      },
      onSubscribe: async (c, _id, payload) => {
        // Re-checked per subscription: the session may have ended since the connection was made.
        const user = await recheckSocket(verifier, c.extra.auth, c.extra.socket);
        if (!user) return forGraphqlWs([unauthenticatedError(langFromHeader(c.extra.request.headers['accept-language']))]);
        const lang = socketLang(c.connectionParams, c.extra.request);
        // graphql-ws has registered this one already (as null) when onSubscribe runs.
        const running = Object.keys(c.subscriptions).length;
        if (running > maxSubscriptions) return refused(lang, { limit: 'subscriptions', max: maxSubscriptions, value: running }, payload.operationName);
        const prepared = cache.prepare(payload.query);
        if (prepared.refusal) return refused(lang, prepared.refusal, payload.operationName);
        if (prepared.errors) return forGraphqlWs(prepared.errors);
        const operation = getOperationAST(prepared.document, payload.operationName);
        const tooCostly = operation && gate.cost(prepared.document, operation, payload.variables);
        if (tooCostly) return refused(lang, tooCostly, payload.operationName);
        const ctx = buildContext(c.extra.request.headers, user);
        ctx.lang = lang;
        (c.extra as { ctx?: RequestContext }).ctx = ctx;
        return { schema, document: prepared.document, variableValues: payload.variables ?? undefined, operationName: payload.operationName ?? undefined, contextValue: ctx };
      },
      onError: (c, _id, _payload, errors) => {
        const lang = socketLang(c.connectionParams, c.extra.request);
        return errors.map((e) => formatError(e, lang, app.log, gate.message)) as never;
      },
      // Errors inside a result (a resolver's refusal, an internal error) are formatted as over HTTP.
      onNext: (c, _id, _payload, _args, result) => {
        if (!result.errors?.length) return undefined;
        const lang = socketLang(c.connectionParams, c.extra.request);
        return { ...result, errors: result.errors.map((e) => formatError(e as GraphQLError, lang, app.log, gate.message)) };
      },
    },
    wss,
  );

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== '/graphql') {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  app.server.on('upgrade', onUpgrade);

  // Shutdown: tell clients (close code 1001 "going away"), then close the server. preClose, not
  // onClose: Fastify's server.close() runs before onClose and waits for the upgraded sockets.
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    await server.dispose();
    for (const client of wss.clients) client.terminate();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });
}
