# The Puppet API from a 4.x function, each call rescued (written for this case).
include probe
