#!/bin/bash
# make_data.sh : write this case's key pair and encrypted data with hiera-eyaml itself
# (apt-get install hiera-eyaml). The key pair is a copy of environments/hiera/testdata/eyaml/keys
# (made once by eyaml createkeys, testdata/eyaml/make_keys.sh): TEST DATA ONLY, public, protects
# nothing. Ciphertexts are random: running it again changes data/*.eyaml, and
# tools/regen.sh hiera_eyaml_lookup must run after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../../../environments/hiera/testdata/eyaml/keys
mkdir -p "$here/data/keys" "$here/data/nodes"
cp "$src/private_key.pkcs7.pem" "$src/public_key.pkcs7.pem" "$here/data/keys/"
enc() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
block() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o block -l "$1" -s "$2" 2>/dev/null; }
cat > "$here/data/common.eyaml" <<DATA
---
lookup_options:
  profile::db::password:
    convert_to: Sensitive
  profile::app::settings:
    merge: deep
profile::db::user: app
profile::db::password: $(enc 'db-s3cret')
profile::db::url: "postgres://app:$(enc 'url-pw')@db.%{facts.networking.domain}/app"
profile::app::token: $(enc 'token for %{trusted.certname}')
$(block profile::app::api_key 'api-key-from-block')
profile::app::users:
  - $(enc 'alice')
  - bob
profile::app::settings:
  secrets:
    session: $(enc 'session-key')
  listen: 8080
DATA
cat > "$here/data/nodes/web01.example.com.eyaml" <<DATA
---
profile::app::settings:
  secrets:
    node: $(enc 'node-only')
DATA
echo "wrote $here/data with hiera-eyaml $(dpkg-query -W -f='${Version}' hiera-eyaml)"
