# voxpupuli/puppet-vault's vault::to_hcl (current) requires 'puppet/hcl' inside the function body, a library of a newer
# puppet-hashi_stack that this environment lacks: the LoadError surfaces when the function runs. Written for this case.
notice(vault::to_hcl({ 'ui' => true, 'listener' => [{ 'tcp' => { 'address' => '0.0.0.0:8200' } }] }))
