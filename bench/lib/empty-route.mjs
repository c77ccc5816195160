// The reference: a bare Fastify process answering a constant JSON body, measured in the same
// run so the mission list's throughput is judged against this machine's ceiling right now.
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/empty', async () => ({ code: '1', msg: '操作成功', data: null }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
