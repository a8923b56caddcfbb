import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Operators' passwords as scrypt hashes (Node's own, OpenSSL's scrypt): N=2^15, r=8, p=1 is OWASP's advice and
 * costs about 50 ms and 32 MB here, which makes guessing slow without making a sign-in feel slow.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can rise later and older hashes still verify.
 */
const COST = { N: 2 ** 15, r: 8, p: 1 }
const KEY_BYTES = 32

function derive(password: string, salt: Buffer, cost: typeof COST): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { ...cost, maxmem: 128 * cost.N * cost.r * 2 }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, COST)
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

/** A hash of nothing anyone can type, verified against when the name is unknown, so a wrong name takes as long as a wrong password. */
export const DUMMY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'
