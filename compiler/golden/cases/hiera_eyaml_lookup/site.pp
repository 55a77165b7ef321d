# eyaml_lookup_key (hiera-eyaml 3.3's PKCS7) as a site uses it: automatic class parameter lookup
# of encrypted values, a Sensitive made by lookup_options convert_to, a token inside a string,
# the block form, arrays, a deep merge of encrypted and plain levels, interpolation inside the
# decrypted text. Data made by make_data.sh (the key pair is test data only).
class profile::db(String $user, Sensitive[String] $password, String $url) {
  file { '/etc/app/db.conf':
    content => Sensitive("user=${user}\npassword=${password.unwrap}\n"),
  }
  notify { 'db url': message => $url }
}
class profile::app(String $token, String $api_key, Array $users, Hash $settings) {
  notify { 'token': message => $token }
  notify { 'api key': message => $api_key }
  notify { 'users': message => $users }
  notify { 'settings': message => $settings }
}
include profile::db, profile::app
notify { 'lookup()': message => lookup('profile::app::users', Array[String], 'unique') }
notify { 'password is Sensitive': message => lookup('profile::db::password') =~ Sensitive }
