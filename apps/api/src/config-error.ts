/** A bad or missing environment variable; start-up prints the message and exits. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
