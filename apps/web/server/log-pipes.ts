/**
 * Keeps the server serving when the pipe its logs are written to closes: the supervisor that read it is gone (a
 * terminal closed, a process manager restarted, `npm start` killed). Every later write then fails with EPIPE. Left
 * alone, that error reaches Next's `uncaughtException` handler, which logs it to the same pipe, which fails again:
 * a loop that holds the event loop at full CPU and leaves every request hanging. Here the first EPIPE turns the
 * stream's writes into no-ops; the server goes on without its logs (there is nobody left to read them).
 */
export function surviveClosedLogPipes(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
      stream.write = () => true;
    });
  }
}
