/**
 * Express and http-proxy-middleware with nothing else: the stack the architecture names for the
 * gateway, before QuizLink adds request ids, metrics, security headers, rate limits, forwarded
 * headers, retries and its access line.
 *
 *   node infra/bench/gateway-hop/express-proxy.ts --port=N --upstream=PORT
 */
import http from 'node:http';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';

const flag = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const app = express();
app.disable('x-powered-by');
app.use(createProxyMiddleware({ target: `http://127.0.0.1:${flag('upstream')}`, agent: new http.Agent({ keepAlive: true, maxSockets: 512 }), changeOrigin: true }));
app.listen(Number(flag('port')), '127.0.0.1');
