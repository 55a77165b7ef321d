# frozen_string_literal: true

require 'puppet/util/symbolic_file_mode'

module PuppetX
  module Probe
    # A helper mixing in Puppet's symbolic file mode rules, as modules managing permissions do.
    class Modes
      include Puppet::Util::SymbolicFileMode
    end
  end
end
