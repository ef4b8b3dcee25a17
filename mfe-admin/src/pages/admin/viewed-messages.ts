import { LOCAL_KEYS, local } from '@quizlink/platform';

/** Spec §3: the ids of opened messages live in local storage (this device only). */
export function loadViewedIds(): Set<number> {
  try {
    const parsed: unknown = JSON.parse(local.get(LOCAL_KEYS.viewedMessageIds) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : []);
  } catch {
    return new Set();
  }
}

export function saveViewedIds(ids: ReadonlySet<number>): void {
  local.set(LOCAL_KEYS.viewedMessageIds, JSON.stringify([...ids]));
}
