// The ceiling of the API section: a bare Fastify route (same Fastify as the API, no plugins, no
// logger) answering a pre-serialised product-detail body. Run as a child process:
//   node bench/lib/ceiling-server.mjs <port> <body-file>
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './paths.mjs';

const requireApi = createRequire(path.join(ROOT, 'api/package.json'));
const Fastify = requireApi('fastify');
const [port, file] = process.argv.slice(2);
const body = fs.readFileSync(file, 'utf8');
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
