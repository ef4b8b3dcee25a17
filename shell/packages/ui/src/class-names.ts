/** Joins the truthy class names: the one bit of string plumbing every component needs. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
