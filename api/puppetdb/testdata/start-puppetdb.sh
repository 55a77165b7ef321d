#!/bin/bash
# start-puppetdb.sh STATE_DIR [PDB_PORT] [PG_PORT]
#
# Starts a private PostgreSQL 15 cluster and Debian's PuppetDB 7.12 on it,
# both listening on 127.0.0.1 only, with every file under STATE_DIR, for
# Punch's tests and for recording golden cases. Prints the PuppetDB URL
# (http://127.0.0.1:PORT) on stdout once PuppetDB answers queries.
# Idempotent: when STATE_DIR's PuppetDB is already running it only prints
# its URL. Stop with stop-puppetdb.sh STATE_DIR (STATE_DIR may be deleted
# after that).
#
# PUNCH_PUPPETDB_PARENT=PID: stop everything when process PID ends (and,
# with PUNCH_PUPPETDB_REMOVE=1, then remove STATE_DIR).
#
# Needs: postgresql-15 (initdb, pg_ctl), puppetdb (Debian's package; see
# .ci/install.d/puppetdb.sh) and java. Run as root (PostgreSQL then runs as
# the postgres user) or as an ordinary user.
#
# PuppetDB's JVM takes 20-60 s to start: tests start it once per package.
set -euo pipefail

# start-puppetdb.sh --compile: only compile PuppetDB ahead of time into
# the cache (see below), for CI's set-up step.
compile_only=false
if [ "${1:-}" = --compile ]; then
	compile_only=true
	set -- /nonexistent
fi
dir=${1:?usage: start-puppetdb.sh STATE_DIR [PDB_PORT] [PG_PORT]}
pdb_port=${2:-18080}
pg_port=${3:-15432}
if ! $compile_only; then
	mkdir -p "$dir"
	dir=$(cd "$dir" && pwd)
fi

pgbin=""
for d in /usr/lib/postgresql/15/bin /usr/lib/postgresql/*/bin; do
	if [ -x "$d/pg_ctl" ]; then pgbin=$d; break; fi
done
if [ -z "$pgbin" ]; then
	echo "start-puppetdb: PostgreSQL is not installed (apt-get install postgresql-15, or run .ci/install.d/puppetdb.sh)" >&2
	exit 3
fi
if [ ! -f /usr/share/puppetdb/puppetdb.jar ]; then
	echo "start-puppetdb: PuppetDB is not installed (apt-get install puppetdb, or run .ci/install.d/puppetdb.sh)" >&2
	exit 3
fi

aot_compile() {
	# Debian's PuppetDB and its Clojure libraries are shipped as source: each
	# start compiles every namespace (1-3 minutes on two busy cores). They are
	# compiled once ahead of time into a cache shared by every state directory
	# (PUNCH_PUPPETDB_AOT, default /var/tmp/punch-puppetdb-aot, keyed by the
	# jar and the JVM); Clojure then loads the class files, and PuppetDB starts
	# in seconds. When that compile fails, PuppetDB runs from source.
	cp=/usr/share/puppetdb/puppetdb.jar
	aot=${PUNCH_PUPPETDB_AOT:-/var/tmp/punch-puppetdb-aot}
	key=$(stat -c %Y-%s /usr/share/puppetdb/puppetdb.jar)-$(java -version 2>&1 | head -1 | cksum | cut -d' ' -f1)
	if mkdir -p "$aot" 2>/dev/null; then
		(
			flock 9
			if [ ! -f "$aot/$key/done" ]; then
				rm -rf "$aot/$key.tmp" && mkdir -p "$aot/$key.tmp/classes"
				namespaces="puppetlabs.puppetdb.core $(grep -v '^#' /etc/puppetdb/bootstrap.cfg | sed 's#/.*##' | sort -u | tr '\n' ' ')"
				if java -Xmx512m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Dclojure.compile.path="$aot/$key.tmp/classes" \
					-cp "$aot/$key.tmp/classes:$cp" clojure.main \
					-e "(doseq [n '[$namespaces]] (compile n))" >"$aot/$key.tmp/compile.log" 2>&1; then
					rm -rf "${aot:?}/$key" && mv "$aot/$key.tmp" "$aot/$key" && touch "$aot/$key/done"
				else
					echo "start-puppetdb: compiling PuppetDB ahead of time failed (see $aot/$key.tmp/compile.log); running it from source" >&2
				fi
			fi
		) 9>"$aot/lock"
		if [ -f "$aot/$key/done" ]; then cp="$aot/$key/classes:$cp"; fi
	fi
}

if $compile_only; then
	aot_compile
	[ -n "${cp#/usr/share/puppetdb/puppetdb.jar}" ] && echo "start-puppetdb: PuppetDB is compiled ahead of time in $aot"
	exit 0
fi

url="http://127.0.0.1:$pdb_port"
if [ -f "$dir/pdb.pid" ] && kill -0 "$(cat "$dir/pdb.pid")" 2>/dev/null &&
	curl -fsS "$url/pdb/meta/v1/version" >/dev/null 2>&1; then
	echo "$url"
	exit 0
fi

# PostgreSQL refuses to run as root: run it as postgres then.
as_pg() {
	if [ "$(id -u)" = 0 ]; then
		runuser -u postgres -- "$@"
	else
		"$@"
	fi
}

pg=$dir/pg
if [ ! -f "$pg/PG_VERSION" ]; then
	mkdir -p "$pg"
	if [ "$(id -u)" = 0 ]; then chown postgres: "$pg"; chmod 700 "$pg"; fi
	as_pg "$pgbin/initdb" -D "$pg" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 || {
		echo "start-puppetdb: initdb failed:" >&2; cat "$dir/initdb.log" >&2; exit 1; }
fi
if ! as_pg "$pgbin/pg_ctl" -D "$pg" status >/dev/null 2>&1; then
	as_pg "$pgbin/pg_ctl" -D "$pg" -w -t 60 -l "$pg/server.log" \
		-o "-c listen_addresses=127.0.0.1 -p $pg_port -k $pg -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null || {
		echo "start-puppetdb: PostgreSQL did not start:" >&2; tail -20 "$pg/server.log" >&2; exit 1; }
fi
psql_pg() { as_pg psql -h "$pg" -p "$pg_port" -U postgres -v ON_ERROR_STOP=1 -qtA "$@"; }
if [ "$(psql_pg -c "select 1 from pg_roles where rolname='puppetdb'")" != 1 ]; then
	psql_pg -c "create role puppetdb login password 'puppetdb'" >/dev/null
fi
if [ "$(psql_pg -c "select 1 from pg_database where datname='puppetdb'")" != 1 ]; then
	psql_pg -c "create database puppetdb owner puppetdb encoding 'UTF8' template template0" >/dev/null
	psql_pg -d puppetdb -c "create extension if not exists pg_trgm" >/dev/null
fi

# A private CA, PuppetDB's certificate (localhost, 127.0.0.1) and one
# client certificate (client.example.com) for HTTPS on PDB_PORT+1.
ssl=$dir/ssl
if [ ! -f "$ssl/certs/ca.pem" ]; then
	mkdir -p "$ssl/certs" "$ssl/private_keys" "$ssl/work"
	(
		cd "$ssl/work"
		openssl req -x509 -newkey rsa:2048 -nodes -days 3650 -subj "/CN=Test PuppetDB CA" \
			-keyout ca.key -out ../certs/ca.pem >/dev/null 2>&1
		for cn in localhost client.example.com; do
			openssl req -newkey rsa:2048 -nodes -subj "/CN=$cn" -keyout "../private_keys/$cn.pem" -out "$cn.csr" >/dev/null 2>&1
			printf 'subjectAltName=DNS:%s,DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth,clientAuth\n' "$cn" >"$cn.ext"
			openssl x509 -req -in "$cn.csr" -CA ../certs/ca.pem -CAkey ca.key -CAcreateserial -days 3650 \
				-extfile "$cn.ext" -out "../certs/$cn.pem" >/dev/null 2>&1
		done
		: >index.txt
		openssl ca -gencrl -keyfile ca.key -cert ../certs/ca.pem -out ../crl.pem \
			-config <(printf '[ca]\ndefault_ca=c\n[c]\ndatabase=index.txt\ndefault_md=sha256\ndefault_crl_days=3650\n') >/dev/null 2>&1
	)
	chmod -R go-rwx "$ssl/private_keys"
fi
ssl_port=$((pdb_port + 1))

conf=$dir/conf.d
mkdir -p "$conf" "$dir/var" "$dir/log"
cat >"$conf/config.ini" <<INI
[global]
vardir = $dir/var
logging-config = $dir/logback.xml

[command-processing]
threads = 2
INI
cat >"$conf/database.ini" <<INI
[database]
subname = //127.0.0.1:$pg_port/puppetdb
username = puppetdb
password = puppetdb
gc-interval = 0
INI
cat >"$conf/jetty.ini" <<INI
[jetty]
host = 127.0.0.1
port = $pdb_port
ssl-host = 127.0.0.1
ssl-port = $ssl_port
ssl-key = $ssl/private_keys/localhost.pem
ssl-cert = $ssl/certs/localhost.pem
ssl-ca-cert = $ssl/certs/ca.pem
INI
cp /etc/puppetdb/conf.d/auth.conf "$conf/auth.conf"
cat >"$dir/logback.xml" <<XML
<configuration>
  <appender name="F1" class="ch.qos.logback.core.FileAppender">
    <file>$dir/log/puppetdb.log</file>
    <encoder><pattern>%d{yyyy-MM-dd'T'HH:mm:ss.SSSXXX} %-5p [%c{2}] %m%n</pattern></encoder>
  </appender>
  <root level="info"><appender-ref ref="F1"/></root>
</configuration>
XML

aot_compile

# -XX:TieredStopAtLevel=1 and a small heap: PuppetDB starts faster, and
# the tests' load is tiny.
nohup java -Xmx384m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xshare:auto \
	-cp "$cp" clojure.main -m puppetlabs.puppetdb.core services \
	-c "$conf" -b /etc/puppetdb/bootstrap.cfg >"$dir/log/stdout.log" 2>&1 &
echo $! >"$dir/pdb.pid"
echo "$pg_port" >"$dir/pg.port"
# With PUNCH_PUPPETDB_PARENT=PID (the tests set their own), PuppetDB and
# PostgreSQL are stopped when that process ends, even when it is killed
# before it could stop them (a test binary past its time limit).
if [ -n "${PUNCH_PUPPETDB_PARENT:-}" ]; then
	here=$(cd "$(dirname "$0")" && pwd)
	nohup bash -c 'while kill -0 "$0" 2>/dev/null; do sleep 2; done
		if [ -f "$1/pdb.pid" ]; then "$2" "$1"; else kill -9 "$3" 2>/dev/null; fi
		if [ "$4" = 1 ]; then rm -rf "$1"; fi' \
		"$PUNCH_PUPPETDB_PARENT" "$dir" "$here/stop-puppetdb.sh" "$(cat "$dir/pdb.pid")" "${PUNCH_PUPPETDB_REMOVE:-}" >/dev/null 2>&1 &
fi

for _ in $(seq 1 960); do
	if curl -fsS "$url/pdb/meta/v1/version" >/dev/null 2>&1; then
		echo "$url"
		exit 0
	fi
	if ! kill -0 "$(cat "$dir/pdb.pid")" 2>/dev/null; then
		echo "start-puppetdb: PuppetDB exited during start:" >&2
		tail -30 "$dir/log/stdout.log" "$dir/log/puppetdb.log" >&2 2>/dev/null || true
		exit 1
	fi
	sleep 0.5
done
echo "start-puppetdb: PuppetDB did not answer within 480 s; see $dir/log" >&2
exit 1
