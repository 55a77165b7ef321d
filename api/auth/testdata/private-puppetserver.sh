# Sourced by the record.sh scripts: a private copy of Debian's Puppet Server
# configuration in $P (conf.d, services.d, directories under $P) listening on
# 127.0.0.1:$PORT, so a recording never touches the system's server.
mkdir -p "$P"/{code/environments/production/manifests,puppet,var,run,log}
cp -r /etc/puppet/puppetserver/conf.d /etc/puppet/puppetserver/services.d "$P/"
sed -i "s/ssl-port: 8140/ssl-port: $PORT/; s/ssl-host: 0.0.0.0/ssl-host: 127.0.0.1/" "$P/conf.d/webserver.conf"
sed -i "s#server-conf-dir: /etc/puppet#server-conf-dir: $P/puppet#; s#server-code-dir: /etc/puppet/code#server-code-dir: $P/code#; s#server-var-dir: /var/lib/puppetserver#server-var-dir: $P/var#; s#server-run-dir: /run/puppetserver#server-run-dir: $P/run#; s#server-log-dir: /var/log/puppetserver#server-log-dir: $P/log#" "$P/conf.d/puppetserver.conf"
