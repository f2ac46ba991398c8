import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

export interface ListeningSocket {
  readonly pid: number;
  readonly address: string;
  readonly port: number;
}

/** Decodes /proc/net/tcp{,6} local addresses (little-endian hex per 32-bit word). */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g) ?? [];
  const bytes = words.flatMap((word) => (word.match(/../g) ?? []).reverse().map((b) => parseInt(b, 16)));
  if (bytes.length === 4) return bytes.join('.');
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is shown as the IPv4 address it maps, as `ss` does.
  if (bytes.slice(0, 10).every((b) => b === 0) && bytes[10] === 0xff && bytes[11] === 0xff) {
    return bytes.slice(12).join('.');
  }
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push((((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0)).toString(16));
  return groups.join(':');
}

/**
 * TCP sockets in LISTEN state owned by `pids`, read from /proc (Linux), like `ss -ltnp` without needing it:
 * socket inodes from /proc/<pid>/fd, addresses from /proc/net/tcp and tcp6.
 */
export function listeningSockets(pids: readonly number[]): ListeningSocket[] {
  const owner = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue; // closed meanwhile
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) owner.set(inode, pid);
    }
  }
  const sockets: ListeningSocket[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      const [local, , state] = [columns[1], columns[2], columns[3]];
      const inode = columns[9];
      if (!local || state !== '0A' || !inode) continue;
      const pid = owner.get(inode);
      if (pid === undefined) continue;
      const [addressHex, portHex] = local.split(':') as [string, string];
      sockets.push({ pid, address: decodeAddress(addressHex), port: parseInt(portHex, 16) });
    }
  }
  return sockets;
}
