# frozen_string_literal: true

# Ruby idioms module helpers use (Struct, Set, Comparable, define_method, method_missing, refinements,
# squiggly heredocs, pattern matching, keyword arguments, frozen literals, Marshal deep copy, ObjectSpace).
# Written for this case.
require 'set'

module PuppetX
  module Probe
    Endpoint = Struct.new(:host, :port, keyword_init: true) do
      def to_s
        "#{host}:#{port}"
      end
    end
    Pair = Struct.new(:a, :b)

    class Version
      include Comparable
      attr_reader :parts

      def initialize(s)
        @parts = s.split('.').map(&:to_i)
      end

      def <=>(other)
        parts <=> other.parts
      end

      def to_s
        parts.join('.')
      end
    end

    class Settings
      def initialize(h)
        @h = h
      end

      def method_missing(name, *args)
        key = name.to_s
        return @h[key] if @h.key?(key)
        super
      end

      def respond_to_missing?(name, include_private = false)
        @h.key?(name.to_s) || super
      end
    end

    class Builder
      %w[alpha beta].each do |n|
        define_method("#{n}_value") { |x = 1| "#{n}=#{x}" }
      end
    end

    module Shout
      refine String do
        def shout
          upcase + '!'
        end
      end
    end

    def self.render(name:, port: 80, **rest)
      <<~CONF
        server #{name} {
          listen #{port};
        #{rest.map { |k, v| "  #{k} #{v};" }.join("\n")}
        }
      CONF
    end

    def self.classify(v)
      case v
      in Integer => n if n > 100 then "big #{n}"
      in Integer then 'int'
      in Hash => h if h['type'] == 'a' then "hash a #{h['val']}"
      in {type: 'sym', val:} then "sym #{val}"
      in [first, *rest] then "array #{first} +#{rest.size}"
      in String then 'str'
      else 'other'
      end
    end
  end
end
