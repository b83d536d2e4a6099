// The ceiling the portal's endpoints are measured against (DESIGN §9): a bare Fastify server,
// no plugins, no logging, answering one small JSON object. Started by the benchmark on PORT.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3302), host: '127.0.0.1' });
