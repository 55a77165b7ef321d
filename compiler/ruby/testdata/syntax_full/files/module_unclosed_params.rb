module PuppetX
  module Hx
    def self.check(value
      value
    end
  end
end
