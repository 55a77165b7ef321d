# QA-FORGE-8: voxpupuli/puppet-prometheus's templates prometheus.yaml.erb f2984533 (scope.lookupvar of
# other classes' variables, Hash#to_yaml(options = {:line_width => -1}), gsub with a block over the YAML)
# and daemon.systemd.epp e81aa7a6 (typed EPP parameters, stdlib's shell_split in a lambda); the classes
# around them are scaffolding with the module's variable names.
include prometheus::server
