# saz-ssh 2.8.1 driven by Hiera: the module reads ssh::server_options with hiera_hash (a hash merge
# across levels), plus known hosts; storeconfigs disabled.
class { 'ssh':
  storeconfigs_enabled => false,
}
