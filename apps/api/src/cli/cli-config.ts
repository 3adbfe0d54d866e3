import { ConfigError, loadConfig, type Config } from '../config.js';
import type { Db } from '../db/connection.js';
import { DataFolderInUseError } from '../db/data-folder-lock.js';
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

/**
 * The database `open` opens, or null once the reason it cannot be had has been printed:
 * another process, usually the server, has the embedded database's folder open.
 */
export async function cliDatabase(
  io: Pick<CliIo, 'err'>,
  open: () => Promise<Db>,
): Promise<Db | null> {
  try {
    return await open();
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      io.err(error.message);
      return null;
    }
    throw error;
  }
}
