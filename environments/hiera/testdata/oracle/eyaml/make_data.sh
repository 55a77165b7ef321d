#!/bin/bash
# make_data.sh : write this case's encrypted data files with hiera-eyaml itself (apt-get install
# hiera-eyaml), encrypting for the test key pair of testdata/eyaml/keys (TEST DATA ONLY: that key
# is public). Ciphertexts are random: running it again changes the files; record.sh eyaml must
# run after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
keys=$here/../../eyaml/keys
d=$here/environments/production/data
enc() { eyaml encrypt --pkcs7-public-key="$keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
# -o block with a label: the form `eyaml encrypt -o block -l KEY` prints, a YAML folded scalar
block() { eyaml encrypt --pkcs7-public-key="$keys/public_key.pkcs7.pem" -o block -l "$1" -s "$2" 2>/dev/null; }
cat > "$d/common.eyaml" <<DATA
---
lookup_options:
  db_password_sensitive:
    convert_to: Sensitive
  app::settings:
    merge: deep
plain: just text
plain_number: 42
plain_bool: true
plain_null: ~
secret: $(enc 's3cret')
inside: "postgres://app:$(enc 'pw')@db.example.com/app"
two_tokens: "$(enc 'alice'):$(enc 'pw2')"
$(block block_form 'block s3cret')
literal_block: |
  $(enc 'first line')
  second line
no_scheme: "$(enc 'default scheme' | sed 's/ENC\[PKCS7,/ENC[/')"
list:
  - $(enc 'one')
  - two
  - ["$(enc 'three')"]
hash:
  user: admin
  password: $(enc 'hunter2')
  "%{facts.hostname}_key": $(enc 'per host')
interpolated: $(enc 'node %{trusted.certname} in %{facts.os.family}')
via_lookup: $(enc "prefix %{lookup('plain')}")
alias_list: $(enc "%{alias('list')}")
trailing_newline: $(enc $'with newline\n')
unicode: $(enc 'pässwörd ✓')
db_password_sensitive: $(enc 'sensitive pw')
app::settings:
  db:
    password: $(enc 'deep pw')
    host: db1
gpg: ENC[GPG,hQEMA0tWYXJlIGdwZw==]
bad_ciphertext: ENC[PKCS7,abcdef]
space_token: ENC[ ]
not_a_token: "ENC[PKCS7,] is not encrypted"
DATA
cat > "$d/nodes/web01.example.com.eyaml" <<DATA
---
secret: $(enc 'node s3cret')
app::settings:
  db:
    user: $(enc 'node user')
DATA
cat > "$d/common.yaml" <<DATA
---
yaml_only: from yaml
app::settings:
  db:
    port: 5432
    password: not used
DATA
echo "wrote $d with hiera-eyaml $(dpkg-query -W -f='${Version}' hiera-eyaml)"
