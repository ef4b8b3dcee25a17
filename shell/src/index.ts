// The async boundary Module Federation hosts need, kept in the main chunk ("eager"): the shell provides
// its shared modules to the remotes at run time (root-config/remote-runtime.ts), so nothing has to be
// negotiated before bootstrap, and an extra round trip before the first paint would only cost time.
import(/* webpackMode: "eager" */ './bootstrap.tsx');
