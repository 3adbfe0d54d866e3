import { ConfigError, loadConfig, type Config } from '../config.js';
import type { CliIo } from './admin-create.command.js';

/** The configuration from the environment, or null once a bad setting has been printed. */
export function cliConfig(io: Pick<CliIo, 'env' | 'err'>): Config | null {
  try {
    return loadConfig(io.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return null;
    }
    throw error;
  }
}
