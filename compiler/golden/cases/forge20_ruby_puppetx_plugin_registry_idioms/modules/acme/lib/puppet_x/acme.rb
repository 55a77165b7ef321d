# PuppetX namespace with Ruby autoload, as plugin-style module libraries are written
module PuppetX
  module Acme
    autoload :Registry, 'puppet_x/acme/registry'
    autoload :Formatter, 'puppet_x/acme/formatter'
    VERSION = '2.3.1'.freeze
  end
end
