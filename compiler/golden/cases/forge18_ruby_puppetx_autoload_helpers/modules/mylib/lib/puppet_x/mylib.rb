module PuppetX
  module Mylib
    autoload :Naming, 'puppet_x/mylib/naming'
    autoload :Version, 'puppet_x/mylib/version'
    module Util; end
    module Net; end
    Util.autoload :Cache, 'puppet_x/mylib/util/cache'
    LOADED = []
    def self.loaded(name)
      LOADED << name
    end
  end
end
