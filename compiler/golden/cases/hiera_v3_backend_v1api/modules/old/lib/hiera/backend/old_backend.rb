class Hiera
  module Backend
    # Hiera 1.x's API: lookup without the context; nil means not found.
    class Old_backend
      def initialize
        @calls = 0
      end

      def lookup(key, scope, order_override, resolution_type)
        @calls += 1
        return nil if key == 'nothing' || key == 'lookup_options'
        prefix = Config[:old][:prefix]
        return { key => resolution_type.inspect } if resolution_type == :hash
        "#{prefix}#{key} #{resolution_type.inspect} #{order_override.inspect} call #{@calls} #{Config[:hierarchy].inspect} #{Config[:backends].inspect} #{File.basename(Config[:old][:datadir])}"
      end
    end
  end
end
