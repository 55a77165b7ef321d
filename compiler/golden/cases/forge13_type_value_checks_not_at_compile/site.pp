# Values the type's newvalues/validate would refuse on the agent: a compile keeps them as given.
probe_svc { 'a': mode => 'bogus', count => 'many', state => 'maybe' }
probe_svc { 'b': mode => 'slow' }
probe_svc { 'c': mode => 'custom_x', count => '3', state => true }
