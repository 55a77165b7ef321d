class profile::slurm (
  Hash $instances = lookup('terraform', Hash, 'deep')['instances'],
  String $mount_options = 'rw,nosuid,sec="krb5p",x-systemd.automount vers=4.2',
) {
  $weights = profile::slurm::compute_weights($instances)
  $weights.each |$node, $weight| {
    notify { "${node} weight ${weight}": }
  }
  notice(profile::utils::split_options($mount_options))
  notice(lookup('terraform.self'))
  notice(lookup('profile::slurm::partition'))
  notice(lookup('profile::base::admin_email'))
}
