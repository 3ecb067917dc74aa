import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

/** A free TCP port on this machine. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A Redis of the caller's own on `port` (no persistence), so stopping it disturbs nobody else; resolves once
 * it accepts connections. Needs `redis-server` on the PATH (`.ci/run` installs it).
 */
export async function startOwnRedis(port: number): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    redis.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('Ready to accept connections')) resolve();
    });
    redis.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
  });
  return redis;
}

/** Stops a process at once (SIGKILL unless told otherwise), resolving once it has exited. */
export async function killProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}
