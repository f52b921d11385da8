# Sourced by the test scripts: browser tests drive Debian's Chromium, never a downloaded browser.
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's chromium for the browser tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Browser tests need Debian's chromium: sudo apt-get install -y chromium" >&2
    exit 1
  fi
fi
export CHROMIUM_PATH=/usr/bin/chromium
