# ComputeCanada/puppet-magic_castle (a control repository): its environment-level Hiera data_hash backends
# (terraform_self, prefix_lookup: cached_file_data + Puppet::Util::Yaml.safe_load) and its site module's Ruby functions
# (profile::slurm::compute_weights: Set of Hashes, sort_by arrays, for loops; profile::utils::split_options).
# hiera.yaml is written after the repository's (its data_hash levels and data are written for this case).
include profile::slurm
