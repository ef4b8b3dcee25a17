import type { Kafka, Message, Producer } from 'kafkajs';

/** Sends with a producer of its own, made on first use and after every failure. */
export type FreshProducer = { send(topic: string, messages: Message[]): Promise<void>; disconnect(): Promise<void> };

/**
 * The dead-letter copies' producer. After a broker outage a kafkajs producer can stay in "Broker not
 * connected" for minutes (its broker pool keeps the dead connection), and a consumer waiting on its
 * dead-letter copy would hold its partition that long. So a failed send drops the producer, and the next
 * send starts a new one, with a new connection.
 */
export function freshProducer(kafka: Kafka, createProducer: (kafka: Kafka) => Producer): FreshProducer {
  let current: Promise<Producer> | undefined;
  const drop = (failed: Promise<Producer>) => {
    if (current !== failed) return;
    current = undefined;
    void failed.then((producer) => producer.disconnect()).catch(() => undefined);
  };
  return {
    async send(topic, messages) {
      const producer = (current ??= Promise.resolve(createProducer(kafka)).then(async (made) => {
        await made.connect();
        return made;
      }));
      try {
        await (await producer).send({ topic, acks: -1, messages });
      } catch (error) {
        drop(producer);
        throw error;
      }
    },
    async disconnect() {
      const producer = current;
      current = undefined;
      if (producer) await (await producer.catch(() => undefined))?.disconnect();
    },
  };
}
