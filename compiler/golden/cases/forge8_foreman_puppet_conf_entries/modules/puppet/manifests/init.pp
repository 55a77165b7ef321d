# Written for this case: the variables puppet::config::entry reads.
class puppet (
  String $dir = '/etc/puppetlabs/puppet',
) {
  concat { "${dir}/puppet.conf": }
}
