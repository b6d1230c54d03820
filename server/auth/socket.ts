import type { WebSocket } from 'ws';
import type { RequestUser } from '../context';
import { TokenRejected, type TokenVerifier } from './verifier';

/** graphql-ws close codes: 4401 = Unauthorized (the client must log in again), 1011 = try again. */
export const CLOSE_UNAUTHORIZED = 4401;
const CLOSE_TRY_AGAIN = 1011;
/** setTimeout's limit (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

export interface SocketAuth {
  /** The Authorization value of the connection parameters, re-checked on every subscribe. */
  authorization: string;
  user: RequestUser;
}

function authorizationOf(params: Readonly<Record<string, unknown>> | undefined): unknown {
  return params?.Authorization ?? params?.authorization;
}

/** Closes the socket the moment the token expires; a client with a fresh token reconnects. */
function closeAtExpiry(socket: WebSocket, expiresAt: number): void {
  const timer = setTimeout(() => socket.close(CLOSE_UNAUTHORIZED, 'Token expired'), Math.min(Math.max(0, expiresAt - Date.now()), MAX_DELAY_MS));
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/**
 * Verifies `connectionParams.Authorization` (graphql-ws onConnect). On success returns what the
 * connection keeps; otherwise closes the socket (4401, or 1011 when the keys cannot be loaded).
 */
export async function authenticateSocket(
  verifier: TokenVerifier,
  params: Readonly<Record<string, unknown>> | undefined,
  socket: WebSocket,
  onError: (e: unknown) => void,
): Promise<SocketAuth | null> {
  const authorization = authorizationOf(params);
  try {
    const { user, expiresAt } = await verifier.verifyAuthorization(authorization);
    closeAtExpiry(socket, expiresAt);
    return { authorization: authorization as string, user };
  } catch (e) {
    if (e instanceof TokenRejected) socket.close(CLOSE_UNAUTHORIZED, 'Unauthorized');
    else {
      onError(e);
      socket.close(CLOSE_TRY_AGAIN, 'Try again later');
    }
    return null;
  }
}

/** Re-verifies a connection's token (its session may have ended); closes with 4401 when it fails. */
export async function recheckSocket(verifier: TokenVerifier, auth: SocketAuth | undefined, socket: WebSocket): Promise<RequestUser | null> {
  if (!auth) return null;
  try {
    return (await verifier.verifyAuthorization(auth.authorization)).user;
  } catch (e) {
    socket.close(e instanceof TokenRejected ? CLOSE_UNAUTHORIZED : CLOSE_TRY_AGAIN, e instanceof TokenRejected ? 'Unauthorized' : 'Try again later');
    return null;
  }
}
