#!/bin/sh
# Copies Puppet Server's stock configuration files from Debian's
# puppetserver package (7.9.5) into this directory, unchanged, as the test
# inputs for reading Puppet Server's configuration (settings.LoadPuppetServerConf,
# auth.LoadFile). Run after `apt-get install puppetserver`:
#   sh environments/settings/testdata/puppetserver/copy.sh
set -eu
dir=$(dirname "$0")
src=/etc/puppet/puppetserver/conf.d
ver=$(dpkg-query -W -f='${Version}' puppetserver)
mkdir -p "$dir/conf.d"
for f in auth.conf ca.conf global.conf metrics.conf puppetserver.conf web-routes.conf webserver.conf; do
	cp "$src/$f" "$dir/conf.d/$f"
done
cp /etc/puppet/puppet.conf "$dir/puppet.conf"
# What Debian's puppet says its server settings are, with the package's
# puppet.conf: the oracle for the Debian layout defaults.
puppet config print --section server confdir codedir vardir logdir rundir ssldir cadir \
	environmentpath basemodulepath vendormoduledir reportdir bucketdir hiera_config \
	fileserverconfig yamldir server_datadir publicdir statedir libdir >"$dir/config-print-server.txt"
echo "puppetserver $ver" >"$dir/VERSION"
