# An earlier ComputeCanada/puppet-magic_castle compute_weights: `def profile::slurm::compute_weights(instances)` is a
# Ruby syntax error (a singleton def takes one receiver). Written for this case.
notice(profile::slurm::compute_weights({ 'n1' => { 'specs' => { 'cpus' => 1, 'ram' => 1, 'gpus' => 0 } } }))
