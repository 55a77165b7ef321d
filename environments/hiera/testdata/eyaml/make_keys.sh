#!/bin/bash
# make_keys.sh : make the key pairs of the eyaml tests, once, with hiera-eyaml itself
# (apt-get install hiera-eyaml). TEST DATA ONLY: these keys are public in this repository and
# protect nothing; never use them for real secrets.
#   keys/    the pair the test data is encrypted for (eyaml createkeys: RSA 2048, self-signed
#            certificate with an empty subject, serial 1)
#   other/   a second pair made the same way, for the wrong-key cases
# Running it again replaces the keys: every ciphertext under testdata then has to be made again
# (make_cases.rb, and the golden cases hiera_eyaml_*: compiler/golden/cases/hiera_eyaml_*/make_data.sh).
set -e
cd "$(dirname "$0")"
command -v eyaml >/dev/null || { echo "make_keys.sh: eyaml is not installed (apt-get install hiera-eyaml)"; exit 1; }
for d in keys other; do
  rm -rf "$d"; mkdir "$d"
  (cd "$d" && eyaml createkeys --pkcs7-private-key=private_key.pkcs7.pem --pkcs7-public-key=public_key.pkcs7.pem >/dev/null)
done
echo "made keys/ and other/ with hiera-eyaml $(dpkg-query -W -f='${Version}' hiera-eyaml 2>/dev/null)"
