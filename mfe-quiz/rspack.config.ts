/**
 * mfe-quiz build: the Module Federation remote `mfe_quiz`, exposing only `./spa`, served under
 * /mfe/quiz/. The whole configuration is shared by the three remotes: see @quizlink/rspack-remote.
 */
import { createRemoteConfig } from '@quizlink/rspack-remote';
import pkg from './package.json' with { type: 'json' };

export default createRemoteConfig({ name: 'quiz', dir: import.meta.dirname, devPort: 3101, dependencies: pkg.dependencies });
