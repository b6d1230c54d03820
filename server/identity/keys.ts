import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, SignJWT, jwtVerify, type CryptoKey, type JWK, type JWTPayload, type JWTVerifyOptions } from 'jose';
import type { Database } from '../db/types';

interface StoredKey {
  kid: string;
  publicJwk: JWK;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  createdAt: Date;
  retiredAt: Date | null;
}

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
  created_at: Date | string;
  retired_at: Date | string | null;
}

const RELOAD_COOLDOWN_MS = 5_000;

/**
 * The realm's RS256 signing keys, kept in identity_keys so that restarts keep tokens valid.
 * The newest unretired key signs; retired keys stay in the JWKS (and verify) for `retentionSeconds`
 * after retirement, the longest a token signed before the rotation can live.
 */
export class KeyStore {
  private keys: StoredKey[] = [];
  private lastReload = 0;

  constructor(
    private readonly db: Database,
    private readonly retentionSeconds: number,
  ) {}

  /** Loads the keys; creates the first one when there is none. */
  async init(): Promise<void> {
    await this.reload();
    if (!this.active()) {
      await this.addKey();
      await this.reload();
    }
  }

  /** Adds a new signing key and retires the others (they still verify until their tokens expire). */
  async rotate(): Promise<string> {
    const kid = await this.addKey();
    await this.db.query('UPDATE identity_keys SET retired_at = now() WHERE retired_at IS NULL AND kid <> $1', [kid]);
    await this.reload();
    return kid;
  }

  /** The public keys for `.../certs`. */
  jwks(): { keys: JWK[] } {
    return { keys: this.usable().map((k) => k.publicJwk) };
  }

  async sign(claims: JWTPayload): Promise<string> {
    const key = this.active();
    if (!key) throw new Error('identity: no signing key (init() not called)');
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: key.kid }).sign(key.privateKey);
  }

  /** Verifies signature (RS256 only), issuer and, unless told otherwise, exp/nbf. */
  async verify(token: string, options: JWTVerifyOptions): Promise<JWTPayload> {
    const { payload } = await jwtVerify(token, async (header) => this.publicKey(header.kid), { ...options, algorithms: ['RS256'] });
    return payload;
  }

  private async publicKey(kid: string | undefined): Promise<CryptoKey> {
    let key = this.usable().find((k) => k.kid === kid);
    if (!key && Date.now() - this.lastReload > RELOAD_COOLDOWN_MS) {
      // Another server process may have rotated the key.
      await this.reload();
      key = this.usable().find((k) => k.kid === kid);
    }
    if (!key) throw new Error('unknown key id');
    return key.publicKey;
  }

  private active(): StoredKey | undefined {
    return this.keys.filter((k) => !k.retiredAt).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  }

  private usable(): StoredKey[] {
    const cutoff = Date.now() - this.retentionSeconds * 1000;
    return this.keys.filter((k) => !k.retiredAt || k.retiredAt.getTime() > cutoff);
  }

  private async addKey(): Promise<string> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk = await exportJWK(privateKey);
    await this.db.query('INSERT INTO identity_keys (kid, private_jwk, public_jwk) VALUES ($1, $2, $3)', [
      kid,
      JSON.stringify({ ...privateJwk, kid, alg: 'RS256' }),
      JSON.stringify({ ...publicJwk, kid, alg: 'RS256', use: 'sig' }),
    ]);
    return kid;
  }

  private async reload(): Promise<void> {
    this.lastReload = Date.now();
    const r = await this.db.query<KeyRow>('SELECT kid, private_jwk, public_jwk, created_at, retired_at FROM identity_keys ORDER BY created_at');
    const known = new Map(this.keys.map((k) => [k.kid, k]));
    const keys: StoredKey[] = [];
    for (const row of r.rows) {
      const retiredAt = row.retired_at ? new Date(row.retired_at) : null;
      const old = known.get(row.kid);
      if (old) {
        keys.push({ ...old, retiredAt });
        continue;
      }
      const privateJwk = typeof row.private_jwk === 'string' ? (JSON.parse(row.private_jwk) as JWK) : row.private_jwk;
      const publicJwk = typeof row.public_jwk === 'string' ? (JSON.parse(row.public_jwk) as JWK) : row.public_jwk;
      keys.push({
        kid: row.kid,
        publicJwk,
        privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
        publicKey: (await importJWK(publicJwk, 'RS256')) as CryptoKey,
        createdAt: new Date(row.created_at),
        retiredAt,
      });
    }
    this.keys = keys;
  }
}
