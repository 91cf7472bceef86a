// The ceiling of a download: bare Fastify sending one file's bytes it holds in memory, in a process
// of its own like the backend. Usage: node bench/bare-fastify-file.mjs <port> <file> <content type>
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, file, type] = process.argv.slice(2);
const bytes = readFileSync(file);
const app = Fastify();
app.get('/*', (_request, reply) => {
  reply.type(type).send(bytes);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
