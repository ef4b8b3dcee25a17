import { config } from 'zod/v4/core';

// zod 4 probes `new Function('')` to decide whether to compile validators; under the gateway's CSP
// (no 'unsafe-eval') that probe is reported as a violation on every page. Browsers get the
// interpreter instead: same results, no eval, no CSP noise.
config({ jitless: true });
