import type { z } from 'zod';
import { domainEventSchema, TOPICS } from '../events/events.ts';
import { EVENT_KEY_DESCRIPTION, EVENT_MESSAGE_HEADERS, EVENT_ROUTING } from './event-channels.ts';
import { jsonSchemaOf, type JsonSchema } from './json-schema.ts';
import { MEDIA_TYPES } from './route-types.ts';

export const ASYNCAPI_VERSION = '3.0.0';
export const EVENTS_TITLE = 'QuizLink domain events';
/** Where a message's event type and version are repeated for tools and the compatibility gate. */
export const EVENT_TYPE_EXTENSION = 'x-event-type';
export const EVENT_VERSION_EXTENSION = 'x-event-version';
const KAFKA_BINDING_VERSION = '0.5.0';

export type AsyncApiDocument = {
  asyncapi: string;
  info: { title: string; version: string; description: string };
  channels: Record<string, JsonSchema>;
  operations: Record<string, JsonSchema>;
  components: { messages: Record<string, JsonSchema> };
  [key: string]: unknown;
};

type EventSchema = (typeof domainEventSchema.options)[number];

const camel = (text: string): string => text.replace(/[^A-Za-z0-9]+([A-Za-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `attempt.submitted` version 1 → `attemptSubmittedV1`. */
export const messageNameOf = (type: string, version: number): string => `${camel(type)}V${version}`;

const channelIdOf = (topic: string): string => Object.entries(TOPICS).find(([, address]) => address === topic)?.[0] ?? camel(topic);

function messageOf(schema: EventSchema): { name: string; channel: string; message: JsonSchema; publisher: string } {
  const type = schema.shape.type.value;
  const version = schema.shape.version.value;
  const routing = EVENT_ROUTING[type];
  const headers = Object.fromEntries(Object.entries(EVENT_MESSAGE_HEADERS).map(([name, h]) => [name, { type: 'string', description: h.description }]));
  const required = Object.entries(EVENT_MESSAGE_HEADERS).filter(([, h]) => h.required).map(([name]) => name);
  return {
    name: messageNameOf(type, version),
    channel: channelIdOf(routing.topic),
    publisher: routing.publisher,
    message: {
      name: type,
      title: `${type} v${version}`,
      summary: `Published by the ${routing.publisher} service; consumed by ${routing.consumers.join(', ')}.`,
      contentType: MEDIA_TYPES.json,
      headers: { type: 'object', properties: headers, required },
      payload: jsonSchemaOf(schema as z.ZodType, 'output'),
      bindings: { kafka: { key: { type: 'string', description: EVENT_KEY_DESCRIPTION }, bindingVersion: KAFKA_BINDING_VERSION } },
      [EVENT_TYPE_EXTENSION]: type,
      [EVENT_VERSION_EXTENSION]: version,
    },
  };
}

/** The AsyncAPI 3.0 description of the topics and the versioned events on them, from the contracts' schemas. */
export function buildAsyncApiDocument(version: string): AsyncApiDocument {
  const messages = domainEventSchema.options.map(messageOf);
  const channels: AsyncApiDocument['channels'] = {};
  for (const [id, address] of Object.entries(TOPICS)) {
    const onChannel = messages.filter((m) => m.channel === id);
    channels[id] = {
      address,
      description: 'Partition key: the quiz id. Consumers ignore types they do not handle; a breaking payload change is a new version beside the old one.',
      messages: Object.fromEntries(onChannel.map((m) => [m.name, { $ref: `#/components/messages/${m.name}` }])),
    };
  }
  const operations: AsyncApiDocument['operations'] = Object.fromEntries(
    messages.map((m) => [
      `publish${m.name.charAt(0).toUpperCase()}${m.name.slice(1)}`,
      {
        action: 'send',
        summary: `The ${m.publisher} service publishes it (transactional outbox).`,
        channel: { $ref: `#/channels/${m.channel}` },
        messages: [{ $ref: `#/channels/${m.channel}/messages/${m.name}` }],
      },
    ]),
  );
  return {
    asyncapi: ASYNCAPI_VERSION,
    info: {
      title: EVENTS_TITLE,
      version,
      description: 'The events the services exchange over Kafka (or the in-process bus in embedded mode), generated from the zod schemas of @quizlink/contracts.',
    },
    defaultContentType: MEDIA_TYPES.json,
    channels,
    operations,
    components: { messages: Object.fromEntries(messages.map((m) => [m.name, m.message])) },
  };
}
