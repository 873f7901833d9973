import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config';

export type Secrets = { jwtSecret: string; otpSecret: string };

/**
 * Configured secrets, or (development and tests only: production refuses to start without them)
 * secrets made once and kept in DATA_DIR/secrets.json, so sign-ins survive a restart.
 */
export function resolveSecrets(config: AppConfig): Secrets {
  if (config.jwtSecret && config.otpSecret) return { jwtSecret: config.jwtSecret, otpSecret: config.otpSecret };
  if (config.env === 'test') {
    return {
      jwtSecret: config.jwtSecret ?? randomBytes(32).toString('hex'),
      otpSecret: config.otpSecret ?? randomBytes(32).toString('hex'),
    };
  }
  const file = path.join(config.dataDir, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: config.jwtSecret ?? stored.jwtSecret ?? randomBytes(32).toString('hex'),
    otpSecret: config.otpSecret ?? stored.otpSecret ?? randomBytes(32).toString('hex'),
  };
  if (secrets.jwtSecret !== stored.jwtSecret || secrets.otpSecret !== stored.otpSecret) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}
