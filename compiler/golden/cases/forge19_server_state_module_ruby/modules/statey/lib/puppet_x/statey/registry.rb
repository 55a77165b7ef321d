# A PuppetX library as sites write them: class-level memo, a frozen table,
# a class variable counter, a reopened core class.
module PuppetX
  module Statey
    class Registry
      DEFAULTS = { 'tier' => 'base', 'list' => [] }
      FROZEN = %w[alpha beta].freeze
      @@loads = 0
      @@loads += 1
      class << self
        def seen
          @seen ||= []
        end

        def register(name)
          seen << name unless seen.include?(name)
          seen.size
        end

        def loads
          @@loads
        end

        def table
          @table ||= begin
            t = {}
            FROZEN.each_with_index { |k, i| t[k] = i }
            t.freeze
          end
        end
      end
    end
  end
end

class ::String
  def statey_shout
    upcase + '!'
  end
end
