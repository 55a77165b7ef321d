module PuppetX
  module Mylib
    module Util
      PuppetX::Mylib.loaded(:cache) if PuppetX::Mylib.respond_to?(:loaded)
      module Cache
        def cached(key)
          @cache ||= {}
          @misses ||= 0
          return @cache[key] if @cache.key?(key)
          @misses += 1
          @cache[key] = yield
        end

        def misses
          @misses || 0
        end
      end
    end
  end
end
