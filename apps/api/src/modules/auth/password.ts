// Password hashing with scrypt (node:crypto). A hash is stored as `scrypt$N$r$p$salt$hash` with
// base64 salt and hash, so its cost parameters travel with it and can be raised for new hashes
// without breaking old ones.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** The scrypt paper's parameters for interactive logins: 16 MiB of memory a hash. */
const COST = { N: 16_384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Refuses stored parameters that would take more memory than this (a corrupt or hostile row). */
const MAX_MEMORY_BYTES = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  length: number,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...options, maxmem: MAX_MEMORY_BYTES },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join(
    "$",
  );
}

interface StoredHash {
  options: { N: number; r: number; p: number };
  salt: Buffer;
  key: Buffer;
}

function parseStoredHash(stored: string): StoredHash | undefined {
  const [scheme, n, r, p, salt, key, ...rest] = stored.split("$");
  if (scheme !== "scrypt" || rest.length > 0 || !salt || !key) return undefined;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((value) => Number.isInteger(value) && value > 0))
    return undefined;
  return { options, salt: Buffer.from(salt, "base64"), key: Buffer.from(key, "base64") };
}

/** True when `password` matches `stored`; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored);
  if (!parsed || parsed.key.length === 0) return false;
  let candidate: Buffer;
  try {
    candidate = await derive(password, parsed.salt, parsed.options, parsed.key.length);
  } catch {
    return false;
  }
  return timingSafeEqual(candidate, parsed.key);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification and answers false. Sign-in calls it when the email is
 * unknown, so that response times do not tell which emails have an account.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString("base64"));
  await verifyPassword(password, await dummyHash);
  return false;
}
