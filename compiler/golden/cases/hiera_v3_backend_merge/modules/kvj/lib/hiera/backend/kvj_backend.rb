require 'json'

# A Hiera 3 backend over JSON files (.kvj) that collects answers the way Hiera 3's own yaml backend
# does: first found, every source for :array, merge_answer for :hash.
class Hiera
  module Backend
    class Kvj_backend
      def initialize(cache = nil)
        @cache = cache || Filecache.new
        Hiera.debug('Hiera kvj backend starting')
      end

      def lookup(key, scope, order_override, resolution_type, context)
        answer = nil
        found = false
        strategy = resolution_type.is_a?(Hash) ? :hash : resolution_type
        Backend.datasourcefiles(:kvj, scope, 'kvj', order_override) do |source, file|
          data = @cache.read_file(file, Hash) { |text| JSON.parse(text) }
          next unless data.include?(key)
          found = true
          value = Backend.parse_answer(data[key], scope, {}, context)
          case strategy
          when :array
            raise Exception, "Hiera type mismatch for key '#{key}': expected Array and got #{value.class}" unless value.is_a?(Array) || value.is_a?(String)
            answer ||= []
            answer << value
          when :hash
            raise Exception, "Hiera type mismatch for key '#{key}': expected Hash and got #{value.class}" unless value.is_a?(Hash)
            answer ||= {}
            answer = Backend.merge_answer(value, answer, resolution_type)
          else
            answer = value
            break
          end
        end
        throw :no_such_key unless found
        Backend.resolve_answer(answer, strategy)
      end
    end
  end
end
