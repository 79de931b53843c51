# Sourced by the scripts that need Debian packages: ensure_packages PACKAGE…
# installs, with apt-get, those of the named packages that are not installed
# yet, and does nothing when all are there. Runs apt-get through sudo when not
# root. The caller's name (for the message) is $0.

ensure_packages() {
  local missing=() package
  for package in "$@"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "$(basename "$0"): installing ${missing[*]}" >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}
