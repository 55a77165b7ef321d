# voxpupuli/puppet-hashi_stack's hashi_stack::to_hcl requires the hcl2-rb gem at the top of its file; a server
# without the gem fails when the function is first loaded (LoadError). Written for this case.
file { '/etc/nomad.d/config.hcl':
  content => hashi_stack::to_hcl({ 'datacenter' => 'dc1', 'server' => { 'enabled' => true } }),
}
