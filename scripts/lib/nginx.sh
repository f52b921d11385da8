# Sourced by the test scripts: the web server config test and the delivery browser test run
# Debian's nginx (as the invoking user, on a free port). Without root it is not installed, and
# those tests skip with a message saying so.
if ! command -v nginx >/dev/null 2>&1 && [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's nginx for the web server tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx libnginx-mod-http-brotli-static >/dev/null
  else
    echo "The nginx tests will skip: sudo apt-get install -y nginx" >&2
  fi
fi
