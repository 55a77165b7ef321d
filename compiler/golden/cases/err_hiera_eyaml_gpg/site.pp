# ENC[GPG,...]: Debian's hiera-eyaml has no GPG encryptor (hiera-eyaml-gpg is another gem); the
# LoadError of its require goes through Puppet's eyaml_lookup_key, which rescues StandardError only.
class profile(String $token) { notify { 'token': message => $token } }
include profile
