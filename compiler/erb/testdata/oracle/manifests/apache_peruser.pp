class { 'apache': default_mods => false, mpm_module => false, default_vhost => false }
class { 'apache::mod::peruser': minspareprocessors => 2, minprocessors => 2, maxprocessors => 10, maxclients => 150, maxrequestsperchild => 1000, idletimeout => 120, expiretimeout => 120, keepalive => 'Off' }
