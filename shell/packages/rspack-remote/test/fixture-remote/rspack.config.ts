/// <reference types="node" />
/** A minimal remote built by remote-build.test.ts with the real factory and the real rspack CLI. */
import { createRemoteConfig } from '@quizlink/rspack-remote';

export default createRemoteConfig({
  name: 'quiz',
  dir: import.meta.dirname,
  devPort: 3999,
  dependencies: { react: '19.3.1', 'react-dom': '19.3.1', wouter: '3.13.0' },
  version: '0.4.2',
  routes: ['/fixture-quiz'],
});
