#!/bin/bash
# make_data.sh : write this case's environment (one module per hiera.yaml form) and its encrypted
# data with hiera-eyaml itself (apt-get install hiera-eyaml), for the test key pair of
# testdata/eyaml/keys (TEST DATA ONLY: that key is public). Ciphertexts are random: running it
# again changes the files; record.sh eyaml_config must run after it.
set -e
here=$(cd "$(dirname "$0")" && pwd)
keys=$here/../../eyaml/keys
m=$here/environments/production/modules
rm -rf "$here/environments"; mkdir -p "$m"
enc() { eyaml encrypt --pkcs7-public-key="$keys/public_key.pkcs7.pem" -o string -s "$1" 2>/dev/null; }
KEYS='options: { pkcs7_private_key: ../../eyaml/keys/private_key.pkcs7.pem, pkcs7_public_key: ../../eyaml/keys/public_key.pkcs7.pem }'
mod() { # mod NAME HIERA_YAML DATA_FILE CONTENT
  mkdir -p "$m/$1/data/$(dirname "$3")"; printf '%s\n' "$2" > "$m/$1/hiera.yaml"; printf '%s\n' "$4" > "$m/$1/data/$3"
}
mod as_data_hash "version: 5
hierarchy:
  - { name: x, data_hash: eyaml_lookup_key, path: common.eyaml, $KEYS }" common.eyaml "as_data_hash::secret: $(enc x)"
mod as_data_dig "version: 5
hierarchy:
  - { name: x, data_dig: eyaml_lookup_key, path: common.eyaml, $KEYS }" common.eyaml "as_data_dig::secret: $(enc x)"
mod with_uri "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, uri: 'https://vault.example.com/x', $KEYS }" common.eyaml "with_uri::secret: $(enc x)"
mod no_location "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, $KEYS }" common.eyaml "no_location::secret: $(enc x)"
mod missing_key_file "version: 5
hierarchy:
  - name: x
    lookup_key: eyaml_lookup_key
    path: common.eyaml
    options: { pkcs7_private_key: /nonexistent/private_key.pkcs7.pem, pkcs7_public_key: /nonexistent/public_key.pkcs7.pem }" common.eyaml "missing_key_file::secret: $(enc x)
missing_key_file::plain: no key needed"
mod no_options "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, path: common.eyaml }" common.eyaml "no_options::secret: $(enc x)
no_options::plain: no key needed"
mod interpolated_key_path "version: 5
hierarchy:
  - name: x
    lookup_key: eyaml_lookup_key
    path: common.eyaml
    options:
      pkcs7_private_key: '../../eyaml/%{facts.eyaml_dir}/private_key.pkcs7.pem'
      pkcs7_public_key: '../../eyaml/%{::eyaml_dir}/public_key.pkcs7.pem'" common.eyaml "interpolated_key_path::secret: $(enc 'found with interpolated key paths')"
mod wrong_key "version: 5
hierarchy:
  - name: x
    lookup_key: eyaml_lookup_key
    path: common.eyaml
    options: { pkcs7_private_key: ../../eyaml/other/private_key.pkcs7.pem, pkcs7_public_key: ../../eyaml/keys/public_key.pkcs7.pem }" common.eyaml "wrong_key::secret: $(enc x)"
mod not_a_hash "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, path: common.eyaml, $KEYS }" common.eyaml "just a string"
mod yaml_syntax "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, path: common.eyaml, $KEYS }" common.eyaml "yaml_syntax::a: [unclosed"
mod globbed "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, glob: 'secrets/*.eyaml', $KEYS }" secrets/a.eyaml "globbed::a: $(enc 'from a')
globbed::list: [$(enc one | sed 's/.*/"&"/')]"
printf '%s\n' "globbed::b: $(enc 'from b')
globbed::a: $(enc 'a from b')" > "$m/globbed/data/secrets/b.eyaml"
mod mapped "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, mapped_paths: [roles, role, 'roles/%{role}.eyaml'], $KEYS }" roles/db.eyaml "mapped::secret: $(enc 'db role secret')"
mod defaults_inherited "version: 5
defaults:
  lookup_key: eyaml_lookup_key
  $KEYS
hierarchy:
  - { name: x, path: common.eyaml }" common.eyaml "defaults_inherited::secret: $(enc 'via defaults')"
mod odd_values "version: 5
hierarchy:
  - { name: x, lookup_key: eyaml_lookup_key, path: common.eyaml, $KEYS }" common.eyaml "odd_values::int_keys:
  1: $(enc 'one')
  2: two
odd_values::symbol: :sym
odd_values::nested: { a: { b: [ { c: \"$(enc deep)\" } ] } }"
echo "wrote $m with hiera-eyaml $(dpkg-query -W -f='${Version}' hiera-eyaml)"
