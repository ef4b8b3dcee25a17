#!/bin/sh
# Releases of a micro-frontend: pack (the upload artifact), deploy, switch, rollback, list.
#   infra/deploy/mfe-release.sh pack quiz                          → infra/.cache/artifacts/mfe-quiz-<version>.tar.gz
#   infra/deploy/mfe-release.sh deploy quiz mfe-quiz-<v>.tar.gz    → live at once (the gateway re-reads dist/current)
#   infra/deploy/mfe-release.sh rollback quiz                      → the previous release is live again
# See shell/packages/rspack-remote/src/mfe-release.ts for every command and option.
set -eu
cd "$(dirname "$0")/../.."
exec node shell/packages/rspack-remote/src/mfe-release.ts "$@"
