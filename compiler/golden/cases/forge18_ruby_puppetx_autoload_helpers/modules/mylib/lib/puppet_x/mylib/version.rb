require 'puppet/util/package'
module PuppetX::Mylib
  PuppetX::Mylib.loaded(:version)
  class Version
    include Comparable
    attr_reader :raw
    def initialize(raw)
      @raw = raw
    end

    def <=>(other)
      Puppet::Util::Package.versioncmp(raw, other.raw)
    end
  end
end
