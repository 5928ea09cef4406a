import { parseArgs } from 'node:util';
import { startCareersBoardSimulator } from '../src/server/adapters/careers-board/simulator';

/**
 * The partner careers board's simulator on its own, for working on the integration
 * by hand:
 *   node --import tsx scripts/careers-board-simulator.ts --port 4010 --token dev-token
 * Point ZULUDESK_CAREERS_API_URL at the URL it prints.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    token: { type: 'string', default: 'dev-token' },
    'webhook-secret': { type: 'string' },
    'webhook-url': { type: 'string' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`--port must be a port number, not ${values.port}`);
  process.exit(1);
}

const simulator = await startCareersBoardSimulator({
  port,
  host: values.host,
  token: values.token,
  ...(values['webhook-secret'] ? { webhookSecret: values['webhook-secret'] } : {}),
  ...(values['webhook-url'] ? { webhookUrl: values['webhook-url'] } : {}),
});

console.log(`Careers board simulator listening at ${simulator.url}`);
console.log(`  token:          ${values.token}`);
console.log(`  webhook secret: ${simulator.webhookSecret}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
