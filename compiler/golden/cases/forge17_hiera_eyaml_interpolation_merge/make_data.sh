#!/bin/bash
# make_data.sh : write this case's key pair and encrypted data with hiera-eyaml itself (as
# hiera_eyaml_lookup/make_data.sh; the key pair is environments/hiera/testdata/eyaml/keys, TEST
# DATA ONLY). Ciphertexts are random: tools/regen.sh forge17_hiera_eyaml_interpolation_merge after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../../../environments/hiera/testdata/eyaml/keys
mkdir -p "$here/data/keys" "$here/data/roles" "$here/data/services"
cp "$src/private_key.pkcs7.pem" "$src/public_key.pkcs7.pem" "$here/data/keys/"
enc() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
cat > "$here/data/secrets.eyaml" <<DATA
---
profile::db::password: $(enc 'pw-%{facts.networking.hostname}')
profile::db::root_password: "%{alias('profile::db::password')}"
profile::app::db_url: "postgres://app:%{lookup('profile::db::password')}@%{lookup('profile::db::host')}/app"
profile::app::percent: $(enc "100%{literal('%')} secret")
profile::app::tokens:
  - $(enc 'tok-1')
  - $(enc 'tok-2')
profile::app::settings:
  auth:
    key: $(enc 'k3y')
  features:
    - --legacy
DATA
cat > "$here/data/roles/web.yaml" <<DATA
---
classes:
  - profile::app
profile::app::settings:
  listen: 8080
  features:
    - http2
    - legacy
profile::db::host: "db.%{facts.networking.domain}"
DATA
cat > "$here/data/services/nginx.yaml" <<DATA
---
profile::app::services:
  nginx:
    port: 80
DATA
cat > "$here/data/services/redis.yaml" <<DATA
---
profile::app::services:
  redis:
    port: 6379
DATA
cat > "$here/data/common.yaml" <<DATA
---
lookup_options:
  profile::app::settings:
    merge:
      strategy: deep
      knockout_prefix: '--'
      sort_merged_arrays: true
  profile::app::services:
    merge: hash
  "^profile::db::.*password$":
    convert_to: Sensitive
  classes:
    merge: unique
classes:
  - profile::db
profile::app::settings:
  features:
    - tls
  timeout: 30
DATA
echo "wrote $here/data with hiera-eyaml $(dpkg-query -W -f='${Version}' hiera-eyaml)"
