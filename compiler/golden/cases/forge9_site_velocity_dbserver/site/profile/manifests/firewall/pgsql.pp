# written for this case after profile::firewall::mysql (pgsql.pp is not in the code index)
class profile::firewall::pgsql {
  firewall { '100 allow external pgsql access':
    dport  => 5432,
    proto  => tcp,
    action => accept,
  }
}
