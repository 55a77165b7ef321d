#!/bin/sh
# Records Puppet Server 7.9.5's own autosign.conf matching
# (puppetlabs.puppetserver.certificate-authority: line-matches? for each
# pattern of patterns.txt and certname of certnames.txt, and
# whitelist-matches? of the whole autosign.conf for each certname) into
# decisions.txt, which api/ca's TestAutosignMatchesPuppetServer compares
# with Punch's. Needs Debian's puppetserver package (one JVM start, about
# 20 s of CPU):
#   sh api/ca/testdata/autosign/record.sh
set -eu
dir=$(cd "$(dirname "$0")" && pwd)
cd "$dir"
java -cp /usr/share/puppetserver/puppetserver.jar clojure.main -e "
(require '[puppetlabs.puppetserver.certificate-authority :as ca] '[clojure.java.io :as io])
(let [patterns (with-open [r (io/reader \"patterns.txt\")] (doall (line-seq r)))
      names (with-open [r (io/reader \"certnames.txt\")] (doall (line-seq r)))]
  (doseq [[i p] (map-indexed vector patterns) n names]
    (println (str \"line \" (inc i) \" \" n \" \" (ca/line-matches? \"patterns.txt\" n p))))
  (doseq [n names]
    (println (str \"file \" n \" \" (ca/whitelist-matches? \"autosign.conf\" n)))))
" 2>/dev/null | grep -E "^(line|file) " >decisions.txt
