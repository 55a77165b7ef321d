module PuppetX
  module Svc
    class Endpoint
      attr_reader :host, :port, :scheme, :tags

      def self.from_asserted_hash(h)
        new(h['host'], h['port'] || 443, h['scheme'] || 'https', h['tags'] || [])
      end

      def self.from_asserted_args(host, port = 443, scheme = 'https', tags = [])
        new(host, port, scheme, tags)
      end

      def initialize(host, port = 443, scheme = 'https', tags = [])
        @host = host
        @port = port
        @scheme = scheme
        @tags = tags
      end

      def url
        default = (@scheme == 'https' && @port == 443) || (@scheme == 'http' && @port == 80)
        default ? "#{@scheme}://#{@host}" : "#{@scheme}://#{@host}:#{@port}"
      end

      def with_port(p)
        self.class.new(@host, p, @scheme, @tags)
      end

      def ==(other)
        other.is_a?(Endpoint) && other.host == host && other.port == port
      end
    end
  end
end
