# The level's pkcs7_private_key does not exist: a plain value of the level is still found (no key is
# read for it), the encrypted one fails with Ruby's Errno message inside hiera-eyaml's error.
notify { 'plain': message => lookup('profile::plain') }
class profile(String $token) { notify { 'token': message => $token } }
include profile
