/**
 * The service behind the hop, reduced to its answer: every request gets 201 and a body the size and
 * shape of the attempt service's answer to a submission, after `--delay` ms (the time the real
 * service takes under load: the figure that decides how many requests each of the proxy's wake-ups
 * carries). GET /healthz answers at once.
 *
 *   node infra/bench/gateway-hop/stub-upstream.ts --port=N [--delay=0]
 */
import http from 'node:http';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const port = Number(flag('port'));
const delayMs = Number(flag('delay') ?? 0);
const answer = JSON.stringify({ id: '0f8e2a55-1d0c-4c43-9d7e-3f1b8c7a9e21', attemptSecret: 'q3V1bXh0c2VjcmV0LXNlY3JldC1zZWNyZXQtc2VjcmV0' });

http
  .createServer((req, res) => {
    const reply = () => res.writeHead(201, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(answer) }).end(answer);
    req.resume();
    req.on('end', () => {
      if (req.url === '/healthz' || delayMs === 0) reply();
      else setTimeout(reply, delayMs);
    });
  })
  .listen(port, '127.0.0.1');
