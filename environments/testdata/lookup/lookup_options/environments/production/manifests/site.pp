# lookup_options: per-key merge (used by lookup() and by automatic class parameter lookup),
# regexp keys (an exact key wins over a matching regexp), convert_to.
class profile::base(Array $packages, Hash $users) { notify { 'base': message => { 'packages' => $packages, 'users' => $users } } }
class profile::web(Hash $users) { notify { 'web': message => $users } }
class profile::db(Hash $users) { notify { 'db': message => $users } }
class app(Sensitive[String] $password, Array $ports, Timestamp $when) {
  notify { 'app': message => "${password.unwrap} ${ports} ${when}" }
}
include profile::base, profile::web, profile::db, app
notify { 'lookup uses options': message => lookup('profile::base::packages') }
notify { 'explicit merge wins': message => lookup('profile::base::packages', Any, 'first') }
notify { 'no options': message => lookup('plain_key') }
