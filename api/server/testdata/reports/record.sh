#!/bin/bash
# Records what Puppet 7.23's report processors do with a real run's report:
# `store` (the YAML file under reportdir, and its path) and `http` (the
# request sent to reporturl, caught by a small recording listener), plus
# the same report as the JSON an agent PUTs to /puppet/v3/report. The
# oracle of TestReportProcessorsMatchPuppet. Run with Debian's puppet:
#   bash api/server/testdata/reports/record.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
T=$(mktemp -d /tmp/punch-reports.XXXX)
PORT=${PORT:-18352}
python3 "$here/listener.py" "$PORT" "$T/http" &
lpid=$!
trap 'kill $lpid 2>/dev/null || true' EXIT
sleep 1
cat >"$T/site.pp" <<PP
notify { 'hello': message => "Grüße, \"quoted\" and: colons" }
file { '$T/managed': content => "one\ntwo\n" }
exec { 'fails': command => '/bin/false' }
notify { 'after': require => Exec['fails'] }
PP
puppet apply --confdir "$T/conf" --vardir "$T/var" --codedir "$T/code" --logdir "$T/log" \
	--certname recorder.example.com --reports store,http,log --reportdir "$T/reports" \
	--reporturl "http://127.0.0.1:$PORT/reports/upload" "$T/site.pp" >"$T/apply.log" 2>&1 || true
stored=$(find "$T/reports" -name '*.yaml')
# The store processor's layout: REPORTDIR/HOST/YYYYMMDDHHMM.yaml
echo "${stored#"$T/reports/"}" | sed -E 's#[0-9]{12}\.yaml$#YYYYMMDDHHMM.yaml#' >"$here/store-path.txt"
stat -c '%a' "$stored" >"$here/store-mode.txt"
stat -c '%a' "$(dirname "$stored")" >>"$here/store-mode.txt"
cp "$stored" "$here/store.yaml"
cp "$T/http/body" "$here/http-body.yaml"
cp "$T/http/request" "$here/http-request.txt"
# The JSON an agent sends for this report (Puppet's own serialization).
ruby -e '
require "puppet"
Puppet.initialize_settings(["--confdir", ARGV[1], "--vardir", ARGV[2]])
r = Puppet::Util::Yaml.safe_load_file(ARGV[0], [Puppet::Transaction::Report, Puppet::Util::Log, Puppet::Util::Metric, Puppet::Resource::Status, Puppet::Transaction::Event, Symbol, Time])
print r.render(:json)
' "$stored" "$T/conf" "$T/var" >"$here/report.json"
echo "recorded: $(wc -c <"$here/store.yaml") bytes of YAML, $(wc -c <"$here/report.json") bytes of JSON"
