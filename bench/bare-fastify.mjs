// The ceiling of the backend benchmarks: bare Fastify sending JSON it holds in memory as text, in a
// process of its own like the backend (the load generator must not share its event loop).
// Usage: node bench/bare-fastify.mjs <port> <file of {path: body}>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const bodies = new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
const app = Fastify();
app.get('/*', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url));
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
