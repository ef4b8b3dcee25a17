import { notifyManager } from '@tanstack/react-query';

// TanStack Query tells the screens about a finished read on a zero-delay timer; with jest's fake
// timers that would be one more timer to advance after every answer. In tests it tells them as soon
// as the answer is in (a microtask), so a test advances only the waits the product itself has.
notifyManager.setScheduler(queueMicrotask);
