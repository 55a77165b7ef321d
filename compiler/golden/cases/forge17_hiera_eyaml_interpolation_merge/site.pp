# A control repository's Hiera 5 (hiera-eyaml's eyaml_lookup_key first, mapped_paths over a
# role list, a glob level, common): interpolation functions (alias, lookup, literal) in and
# around encrypted values, lookup_options with a regexp key (convert_to Sensitive), deep merge
# with a knockout prefix and sorted arrays, hash merge over a glob, and classes from lookup.
$roles_list = ['web', 'nosuch']
class profile::db (Sensitive[String] $password, Sensitive[String] $root_password, String $host) {
  notify { 'db': message => "${host} ${password.unwrap} ${root_password.unwrap}" }
}
class profile::app (String $db_url, String $percent, Array[String] $tokens, Hash $settings, Hash $services) {
  notify { 'app': message => [$db_url, $percent, $tokens, $settings, $services] }
}
lookup('classes').include
notice(lookup('profile::app::settings'))
notice(lookup('profile::db::root_password') =~ Sensitive)
notice(lookup('profile::app::tokens', Array[String], 'first', []))
