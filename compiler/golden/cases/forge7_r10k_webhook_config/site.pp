# QA-FORGE-7: voxpupuli-r10k's r10k::webhook::config and webhook.yaml.erb from the code index at one
# point (01b1ebd2, with its params.pp; the class's hash literal names 'certpath' twice), as the
# README's webhook example configures it; the service is the one r10k::webhook declares.
service { 'webhook':
  ensure => running,
}
class { 'r10k::webhook::config':
  use_mcollective   => false,
  enable_ssl        => false,
  protected         => false,
  prefix            => ':user',
  repository_events => ['push', 'release'],
  client_timeout    => 300,
  enable_mutex_lock => true,
}
