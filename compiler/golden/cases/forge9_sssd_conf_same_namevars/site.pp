# bodgit/puppet-sssd's sssd_conf: two resources whose titles differ but whose composite namevars
# (section, setting) are the same: Puppet compiles both (the
# uniqueness of composite namevars is checked when the catalog is applied).
sssd_conf { 'nss/filter_users': value => 'root' }
sssd_conf { 'filter users of nss': section => 'nss', setting => 'filter_users', value => 'root,admin' }
