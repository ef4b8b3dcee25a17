import fs from 'node:fs';

/** Loopback TCP ports a process listens on (Linux: its socket inodes matched against /proc/net/tcp). */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    try {
      const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    } catch {
      // the descriptor closed while we read
    }
  }
  const ports: number[] = [];
  for (const line of fs.readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [, local, , state, , , , , , inode] = fields;
    if (state === '0A' && inode && inodes.has(inode) && local) ports.push(Number.parseInt(local.split(':')[1] ?? '0', 16));
  }
  return ports;
}
