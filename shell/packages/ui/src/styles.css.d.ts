// The stylesheet is bundled by rspack; importing it only has side effects, so it exports nothing.
// oxlint-disable-next-line unicorn/require-module-specifiers -- a module without exports is the point
export {};
