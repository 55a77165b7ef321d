# Found with ComputeCanada/puppet-magic_castle's profile::slurm (a lookup() in a class parameter's default that finds
# nothing): Puppet's error names the class's file and line. Written for this case.
include m
