/** Runs a flag parser, printing usage on --help (exit 0) or on bad flags (exit 2), the same in every command. */
export function withUsage<T>(usage: string, parse: () => T): T {
  if (process.argv.includes('--help')) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parse();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}
