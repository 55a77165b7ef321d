# frozen_string_literal: true

$LOAD_PATH.unshift(File.join(File.dirname(__FILE__), '..', '..', '..'))

require 'puppet_x/elastic/deep_implode'

# Top-level Puppet functions
module Puppet::Parser::Functions
  newfunction(
    :deep_implode,
    type: :rvalue,
    doc: <<-'ENDHEREDOC') do |args|
    Recursively flattens all keys of a hash into a dot-notated
    hash, deeply merging duplicate key values by natively combining
    them and returns the resulting hash.

    @return Hash
    ENDHEREDOC

    raise Puppet::ParseError, "deep_implode(): wrong number of arguments (#{args.length}; must be 1)" if args.length != 1

    arg = args[0]

    raise Puppet::ParseError, 'deep_implode: unexpected argument type, only expects hashes' unless arg.is_a? Hash

    return {} if arg.empty?

    Puppet_X::Elastic.deep_implode arg
  end
end
