# Sourced by .ci/run: installs Debian's puppetserver 7.9.5 (not started)
# and hiera-eyaml for TestServeSite4MatchesPuppetServer (cmd/punch): its
# site (cmd/tools/site4/site.sh) copies the conf.d Debian's puppetserver
# package ships and encrypts Hiera data with eyaml, then checks that
# punch serve answers as Puppet Server 7.9.5 answered on the same site
# (cmd/tools/site4/puppetserver.txt, recorded by compare.sh). Its Java and
# Clojure dependencies are mostly PuppetDB's (puppetdb.sh). Idempotent;
# does nothing when not root or without apt-get (the test then skips).
. "$(dirname "${BASH_SOURCE[0]}")/lib/apt.sh"
ci_install "puppetserver's conf.d and hiera-eyaml" "TestServeSite4MatchesPuppetServer skips" puppetserver hiera-eyaml
# The package's service is not wanted (the test needs only its files): stop
# it in case the package's scripts started it.
if command -v service >/dev/null 2>&1; then service puppetserver stop >/dev/null 2>&1 || true; fi
