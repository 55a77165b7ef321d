# Written for this case (RUBYAPI-2): a helper with a syntax error (an unclosed method definition).
module PuppetX
  module Hx
    def self.check(value
      value
    end
  end
end
