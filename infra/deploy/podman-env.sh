# Sourced by build-images.sh and smoke-images.sh: a private containers.conf, so podman works on this
# kind of machine (its defaults fail with `setrlimit RLIMIT_NOFILE` and, with crun, `cgroups in hybrid
# mode not supported`) without touching /etc.
if [ -z "${CONTAINERS_CONF:-}" ]; then
  _quizlink_conf="${HOME}/.cache/quizlink/containers-ci.conf"
  mkdir -p "$(dirname "$_quizlink_conf")"
  printf '[containers]\ndefault_ulimits=["nofile=20000:20000","nproc=32768:32768"]\n[engine]\nruntime="runc"\n' >"$_quizlink_conf"
  export CONTAINERS_CONF="$_quizlink_conf"
  unset _quizlink_conf
fi
