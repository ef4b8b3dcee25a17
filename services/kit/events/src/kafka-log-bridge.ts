import { logLevel, type logCreator } from 'kafkajs';
import type { Logger } from '@quizlink/kit-logger';

/** kafkajs writes through our pino logger, so its lines are JSON with the service name like ours. */
export function kafkaLogCreator(logger: Logger): logCreator {
  const log = logger.child({ component: 'kafkajs' });
  return () =>
    ({ namespace, level, log: entry }) => {
      // kafkajs adds its own timestamp and logger name; pino already writes both.
      const { message, timestamp: _timestamp, logger: _logger, ...extra } = entry;
      const fields = { namespace, ...extra };
      if (level === logLevel.ERROR) log.error(fields, message);
      else if (level === logLevel.WARN) log.warn(fields, message);
      else if (level === logLevel.INFO) log.info(fields, message);
      else log.debug(fields, message);
    };
}
