# An ENC[PKCS7,...] token whose payload is not PKCS7: the lookup fails with hiera-eyaml's error.
class profile(String $token) { notify { 'token': message => $token } }
include profile
