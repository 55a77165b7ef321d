class Hiera
  module Backend
    class Bad_backend
      def lookup(key, scope, order_override, resolution_type, context)
        return 'fine' if key == 'ok'
        throw :no_such_key if key == 'lookup_options'
        raise Hiera::Error, "bad backend cannot answer #{key}"
      end
    end
  end
end
