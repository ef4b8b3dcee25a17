#!/usr/bin/env node
/**
 * `npm run events -- <command>`: the dead-letter topics of the Kafka event bus (distributed mode).
 *   list                                       each `<topic>.dlq` and how many messages it holds
 *   replay <topic>.dlq [--group G] [--limit N] re-drives its dead letters into the original topic
 * Reads KAFKA_BROKERS and KAFKA_TOPIC_PREFIX as the services do. Embedded mode has no broker: its dead
 * letters live in the process's memory (see services/kit/events/README.md).
 */
import { parseArgs } from 'node:util';
import { ensureSupportedNode } from './lib/prepare.mjs';

await ensureSupportedNode();
const USAGE = `Usage: npm run events -- list
       npm run events -- replay <topic>.dlq [--group <consumer group>] [--limit <n>]
  Needs KAFKA_BROKERS (comma-separated); KAFKA_TOPIC_PREFIX as the services use it.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { group: { type: 'string' }, limit: { type: 'string' }, help: { type: 'boolean' } },
});
const [command, dlqTopic] = positionals;
const brokers = (process.env.KAFKA_BROKERS ?? '').split(',').map((broker) => broker.trim()).filter(Boolean);
const fail = (message) => {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
};
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (brokers.length === 0) fail('KAFKA_BROKERS is not set.');
const topicPrefix = process.env.KAFKA_TOPIC_PREFIX ?? '';
const { DEAD_LETTER_SUFFIX, listKafkaDeadLetterTopics, replayKafkaDeadLetters } = await import('@quizlink/kit-events');

async function main() {
  if (command === 'list') {
    const topics = await listKafkaDeadLetterTopics({ brokers, topicPrefix });
    if (topics.length === 0) console.log('No dead-letter topics.');
    for (const { topic, messages } of topics) console.log(`${topic}\t${messages} message(s)`);
  } else if (command === 'replay') {
    if (!dlqTopic?.endsWith(DEAD_LETTER_SUFFIX)) fail(`replay needs a dead-letter topic (<topic>${DEAD_LETTER_SUFFIX}), not ${dlqTopic ?? 'nothing'}.`);
    const limit = values.limit === undefined ? undefined : Number(values.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 0)) fail(`--limit must be a whole number, not ${values.limit}.`);
    const replayed = await replayKafkaDeadLetters({
      brokers,
      topicPrefix,
      dlqTopic,
      group: values.group,
      limit,
      onMessage: (line) =>
        console.log(
          `${line.replayed ? 'replayed' : 'left    '} ${dlqTopic}[${line.partition}]@${line.offset} event ${line.eventId ?? '?'} (${line.reason ?? '?'}, group ${line.group ?? '?'})${line.replayed ? ` → ${line.originalTopic}` : ''}`,
        ),
    });
    console.log(`${replayed} dead letter(s) re-driven from ${dlqTopic}.`);
  } else {
    fail(command ? `Unknown command: ${command}.` : 'No command.');
  }
}

// A broker that cannot be reached, or a replay that cannot finish, ends the command with its message.
await main().catch((error) => {
  console.error(`events: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
