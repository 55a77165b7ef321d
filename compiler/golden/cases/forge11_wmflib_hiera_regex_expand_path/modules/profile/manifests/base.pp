class profile::base (
  String $check_raid_policy,
  String $admin_group,
  Array $dns,
  String $environment = 'production',
) {
  notice("raid ${check_raid_policy} group ${admin_group} dns ${dns} env ${environment}")
  notice(lookup('cluster'), lookup('monitor_screens'), lookup('profile::mediawiki::php::fpm_config'))
  notice(lookup('profile::elasticsearch::rack', undef, undef, 'none'), lookup('swift_storage_drives', undef, undef, []))
}
