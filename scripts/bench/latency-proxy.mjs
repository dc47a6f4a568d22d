/**
 * A TCP proxy that delays every chunk by `--ms` in each direction: the network between the app and a PostgreSQL
 * server on another host, for benches on one machine (where a round trip costs next to nothing but CPU). Chunks
 * keep their order (timers of one delay fire in the order set).
 *
 *   node scripts/bench/latency-proxy.mjs --listen=15432 --to=127.0.0.1:5432 --ms=1
 *   DATABASE_URL=postgres://postgres@127.0.0.1:15432/moldline_bench_load npx tsx --conditions=react-server \
 *     scripts/bench/production-load.ts --presses=1 --seconds=10
 */
import net from 'node:net';

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const listen = Number(args.listen ?? 15432);
const [host, port] = (args.to ?? '127.0.0.1:5432').split(':');
const ms = Number(args.ms ?? 1);

net
  .createServer((client) => {
    const server = net.connect(Number(port), host);
    // No Nagle: a small write held back for the previous one's ACK (delayed up to 40 ms) is not the network's delay.
    client.setNoDelay(true);
    server.setNoDelay(true);
    const relay = (from, to) => {
      from.on('data', (chunk) => setTimeout(() => to.writable && to.write(chunk), ms));
      from.on('close', () => setTimeout(() => to.destroy(), ms));
      from.on('error', () => to.destroy());
    };
    relay(client, server);
    relay(server, client);
  })
  .listen(listen, '127.0.0.1', () => console.log(`latency proxy: 127.0.0.1:${listen} → ${host}:${port}, +${ms} ms each way`));
