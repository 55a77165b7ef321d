#!/bin/bash
# make_data.sh : encrypt this case's eyaml data with hiera-eyaml itself (apt-get install hiera-eyaml),
# with the project's test key pair (environments/hiera/testdata/eyaml/keys: TEST DATA ONLY, protects
# nothing). The site's own ciphertexts need its private key: the values here are written in the shape
# of its data (secrets/common.eyaml's users, the balancers its profile::apps::haproxy reads). Ciphertexts
# are random: rerun tools/regen.sh on this case after running this.
set -e
here=$(cd "$(dirname "$0")" && pwd)
src=${KEYS:-$here/../../../../environments/hiera/testdata/eyaml/keys}
mkdir -p "$here/data/keys" "$here/data/secrets" "$here/data/role"
cp "$src/private_key.pkcs7.pem" "$src/public_key.pkcs7.pem" "$here/data/keys/"
enc() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
block() { eyaml encrypt --pkcs7-public-key="$here/data/keys/public_key.pkcs7.pem" -o block -l "$1" -s "$2" 2>/dev/null | sed 's/^/    /'; }
cat > "$here/data/secrets/common.eyaml" <<DATA
---
profile::base::windows::accounts::users:
  'admin':
    ensure: present
    comment: "Admin Account"
    managehome: false
    groups:
      - Administrators
$(block password 'admin-pw')
DATA
cat > "$here/data/role/haproxy.eyaml" <<DATA
---
profile::apps::haproxy::balancers:
  unifi01:
    listening_service: unifi
    server_names: unifi.fr.lan
    ipaddresses: $(enc '10.1.1.56')
    ports: '8443'
    options: check
  monitor01:
    listening_service: monitormaster
    server_names: monitor.fr.lan
    ipaddresses: $(enc '10.1.1.57')
    ports: '3000'
    options: $(enc 'check inter 5s')
DATA
