import type { AppConfig } from './config';

/** What main.ts gives buildApp: development logs warnings and errors only (with call frames); production every request. */
export function appLoggerFor(config: Pick<AppConfig, 'env'>): boolean | 'warn' {
  return config.env === 'production' ? true : config.env === 'development' ? 'warn' : false;
}
