#!/bin/bash
# make_data.sh : write this case's key pair and encrypted data with hiera-eyaml itself (as
# forge17_hiera_eyaml_interpolation_merge/make_data.sh; the key pair is environments/hiera/testdata/eyaml/keys,
# TEST DATA ONLY). Ciphertexts are random: tools/regen.sh forge18_hiera_eyaml_block_values after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
src=$here/../../../../environments/hiera/testdata/eyaml/keys
mkdir -p "$here/data/keys" "$here/data/nodes"
cp "$src/private_key.pkcs7.pem" "$src/public_key.pkcs7.pem" "$here/data/keys/"
enc() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
block() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o block -s "$1" 2>/dev/null | sed 's/^/    /'; }
cat > "$here/data/common.eyaml" <<DATA
---
# block form (eyaml encrypt -o block), folded with '>', as eyaml edit writes it
profile::db::password: >
$(block 'multi word secret')
profile::db::user: plain-user
profile::db::dsn: "mysql://%{lookup('profile::db::user')}:%{lookup('profile::db::password')}@db/app"
profile::certs:
  web: $(enc 'BEGIN-KEY')
  api:
    - $(enc 'first')
    - plain
profile::empty: $(enc '')
profile::unicode: $(enc 'pässwörd ✓')
profile::newline: $(enc "line1
line2")
DATA
cat > "$here/data/nodes/web01.example.com.eyaml" <<DATA
---
profile::db::password: $(enc 'node-specific')
profile::certs:
  db: $(enc 'node-db')
DATA
