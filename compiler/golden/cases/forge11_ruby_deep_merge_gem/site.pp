# The deep_merge library Puppet itself depends on (Debian ruby-deep-merge 1.1.1; Puppet uses it for Hiera's deep merge),
# required by module Ruby such as simp/pupmod-simp-simpkv's simpkv::support::config::merge (require 'deep_merge';
# options.deep_merge!): Hash#deep_merge!, #ko_deep_merge!, DeepMerge.deep_merge!. Written for this case.
notice(dm())
