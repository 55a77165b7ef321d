# puppetlabs-apache 5.5.0 driven by Hiera: class parameters through automatic lookup, and vhosts
# from a hash looked up with a deep merge and declared by apache::vhosts.
include apache
class { 'apache::vhosts':
  vhosts => lookup('profile::web::vhosts', Hash, 'deep', {}),
}
