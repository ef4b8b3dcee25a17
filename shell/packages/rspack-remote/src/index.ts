export { createRemoteConfig } from './remote-config.ts';
export { PrecompressPlugin } from './precompress-plugin.ts';
export { remoteSettings, type RemoteOptions, type RemoteSettings } from './remote-settings.ts';
export { sourceConfig, hashedName } from './source-rules.ts';
export { sharedSingletons, SHARED_SINGLETON_PACKAGES, type SharedSingleton } from './remote-settings.ts';
export { compatibleRange } from './compatible-range.ts';
export { findVersionSkew, type ProvidedVersions, type RemoteRequirements } from './version-skew.ts';
export { currentVersion, listReleases, pointTo, publishRelease, releaseDir } from './release-folder.ts';
