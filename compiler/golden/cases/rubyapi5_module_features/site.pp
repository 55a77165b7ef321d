# Puppet.features with features a module adds in lib/puppet/feature/NAME.rb (loaded on the first
# NAME? query), with libs and blocks, nil retried, an unknown feature. Written for this case.
notice(feats())
