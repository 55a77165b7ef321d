#!/bin/bash
# make_data.sh : write this case's encrypted data files with hiera-eyaml itself (apt-get install
# hiera-eyaml), encrypting for the test key pair of testdata/eyaml/keys (TEST DATA ONLY: that key
# is public). Ciphertexts are random: running it again changes the files; record.sh eyaml_v3 must
# run after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
keys=$here/../../eyaml/keys
d=$here/environments/production/hieradata
enc() { eyaml encrypt --pkcs7-public-key="$keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
cat > "$d/common.eyaml" <<DATA
---
secret: $(enc 's3cret')
both: from common.eyaml
list:
  - $(enc 'e1')
plain_in_eyaml: not encrypted
DATA
cat > "$d/nodes/web01.example.com.eyaml" <<DATA
---
node_secret: "user:$(enc 'node-pw')"
list:
  - $(enc 'n1')
DATA
cat > "$d/common.yaml" <<DATA
---
both: from common.yaml
only_yaml: plain yaml
list: [y1]
DATA
