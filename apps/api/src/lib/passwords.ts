import { hash, verify } from '@node-rs/argon2';

// The library's defaults are argon2id with the OWASP-recommended cost (19 MiB, t=2, p=1).
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
