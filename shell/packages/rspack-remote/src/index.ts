export { createRemoteConfig } from './remote-config.ts';
export { remoteSettings, type RemoteOptions, type RemoteSettings } from './remote-settings.ts';
export { sourceConfig, hashedName } from './source-rules.ts';
