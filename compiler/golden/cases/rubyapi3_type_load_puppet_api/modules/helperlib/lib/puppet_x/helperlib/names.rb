# A helper another module's type requires by its path (written for this case).
module PuppetX
  module Helperlib
    PREFIX = 'hl-'.freeze
  end
end
