import type { Admin } from 'kafkajs';
import { consumerLag } from '@quizlink/kit-metrics';

/**
 * Feeds event_consumer_lag_messages for one Kafka consumer group, read from the broker when Prometheus
 * scrapes: for each partition, the end offset minus the group's committed offset (the partition's
 * start when the group has committed nothing yet: it reads from the beginning). Labels use the topic
 * and group as the code names them, without the deployment's prefix. Returns the function that stops it.
 */
export function trackKafkaConsumerLag(opts: { admin: () => Promise<Admin>; topic: string; fullTopic: string; group: string; kafkaGroupId: string }): () => void {
  return consumerLag.track(async () => {
    const admin = await opts.admin();
    const [ends, [committed]] = await Promise.all([
      admin.fetchTopicOffsets(opts.fullTopic),
      admin.fetchOffsets({ groupId: opts.kafkaGroupId, topics: [opts.fullTopic] }),
    ]);
    const committedByPartition = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
    let lag = 0;
    for (const { partition, high, low } of ends) {
      const done = committedByPartition.get(partition) ?? -1;
      lag += Math.max(0, Number(high) - (done >= 0 ? done : Number(low)));
    }
    return [{ labels: { topic: opts.topic, group: opts.group }, value: lag }];
  });
}
