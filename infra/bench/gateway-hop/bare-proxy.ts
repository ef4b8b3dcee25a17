/**
 * The least a Node proxy can do per request: node:http in, node:http out on a keep-alive agent, the
 * streams piped both ways. No routing, headers, logs or limits: the floor under any Express gateway.
 *
 *   node infra/bench/gateway-hop/bare-proxy.ts --port=N --upstream=PORT
 */
import http from 'node:http';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
const upstreamPort = Number(flag('upstream'));

http
  .createServer((req, res) => {
    const upstream = http.request({ host: '127.0.0.1', port: upstreamPort, method: req.method, path: req.url, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  })
  .listen(Number(flag('port')), '127.0.0.1');
