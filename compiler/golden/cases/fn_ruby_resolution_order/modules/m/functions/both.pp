function m::both() { 'the Puppet m::both' }
