import { rmSync } from 'node:fs';
import { stopStackProcess } from './support/process';

export default async function globalTeardown(): Promise<void> {
  const stack = globalThis.__LOCAL_STACK__;
  if (!stack) return;
  await stopStackProcess(stack.child);
  if (!process.env.KEEP_STACK_DATA) rmSync(stack.dir, { recursive: true, force: true });
}
