#!/bin/sh
# Records what Puppet Server 7.9.5 (Trapperkeeper's load-config, which
# reads a conf.d directory: every *.ini *.conf *.json *.properties *.edn
# *.yaml *.yml file, each HOCON file resolved alone, deep-merged, a key set
# by two files an error) makes of each cases/NAME directory, into
# expected/NAME.txt: the merged configuration as JSON with sorted keys, or
# "Error: CLASS: MESSAGE" (the case's directory written as CASE). The
# environment variables the cases use are set here and by the test.
# settings' TestServerConfDirMatchesPuppetServer compares Punch's reading.
# Needs Debian's puppetserver package (one JVM start):
#   sh environments/settings/testdata/confd/record.sh
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
mkdir -p expected
export PUNCH_CONFD_TEST=from-env HOME=/home/punch LOGDIR=/var/log/puppetlabs/puppetserver \
	PUPPETSERVER_MAX_ACTIVE_INSTANCES=3 PUPPETSERVER_MAX_REQUESTS_PER_INSTANCE=0
unset PUNCH_CONFD_UNSET || true
java -cp /usr/share/puppetserver/puppetserver.jar clojure.main -e "
(require '[puppetlabs.trapperkeeper.config :as tk] '[cheshire.core :as json] '[clojure.walk :as walk] '[clojure.string :as str])
(doseq [d (sort (.list (java.io.File. \"cases\")))]
  (let [path (str \"$dir/cases/\" d)
        out (try (json/generate-string (walk/postwalk #(if (map? %) (into (sorted-map) %) %) (tk/load-config path)))
                 (catch Throwable e (str \"Error: \" (.getName (class e)) \": \" (.getMessage e))))]
    (spit (str \"expected/\" d \".txt\") (str (str/replace out path \"CASE\") \"\n\"))))
" >/dev/null 2>&1
