// Quick look at the payment and refund paths alone: npx tsx scripts/bench/quick-throughput.ts [payments] [port]
import { startBenchDatabase } from './bench-database.ts';
import { benchPayments, benchRefunds } from './payment-throughput.ts';

const count = Number(process.argv[2] ?? 5_000);
const port = Number(process.argv[3] ?? 54_601);
const WRITERS = 16;
const database = await startBenchDatabase(port);
try {
  const bench = await benchPayments(database.db, count, WRITERS);
  console.log(
    `payments: ${bench.throughput.perSecond.toFixed(0)}/s (${count} in ${bench.throughput.seconds.toFixed(2)} s, ${WRITERS} writers)`,
  );
  const refunds = await benchRefunds(
    database.db,
    { ...bench, payments: bench.payments.slice(0, Math.min(count, 2_000)) },
    WRITERS,
  );
  console.log(
    `refunds: ${refunds.perSecond.toFixed(0)}/s (${refunds.count} in ${refunds.seconds.toFixed(2)} s, ${WRITERS} writers)`,
  );
} finally {
  await database.close();
}
