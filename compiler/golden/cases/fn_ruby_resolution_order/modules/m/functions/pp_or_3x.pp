function m::pp_or_3x() { 'the Puppet m::pp_or_3x' }
