class Hiera
  module Backend
    class Mybackend_backend
      def initialize(cache = nil)
        Hiera.debug("mybackend starting")
      end

      def lookup(key, scope, order_override, resolution_type, context)
        answer = nil
        found = false
        Backend.datasources(scope, order_override) do |source|
          file = File.join(Backend.datadir(:mybackend, scope), source + ".kv")
          next unless File.exist?(file)
          File.readlines(file).each do |line|
            k, v = line.chomp.split("=", 2)
            next unless k == key
            found = true
            answer = Backend.parse_answer(v, scope, {}, context)
            break
          end
          break if found
        end
        throw :no_such_key unless found
        answer
      end
    end
  end
end
