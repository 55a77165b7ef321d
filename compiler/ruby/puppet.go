package ruby

// puppetState is the Puppet API state of one Interp.
type puppetState struct{}
