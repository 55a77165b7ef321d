class { 'apache': default_mods => false, default_vhost => false }
include apache::confd::no_accf
