# frozen_string_literal: true

require 'forwardable'
require 'ostruct'
require 'set'

module PuppetX
  module Lx
    # A small inventory helper: Forwardable delegation, Comparable, OpenStruct rows, a Set of tags.
    class Host
      include Comparable
      attr_reader :name, :prio

      def initialize(name, prio)
        @name = name
        @prio = prio
      end

      def <=>(other)
        [prio, name] <=> [other.prio, other.name]
      end

      def to_s
        "#{name}(#{prio})"
      end
    end

    class Inventory
      extend Forwardable
      include Enumerable
      def_delegators :@hosts, :size, :first, :empty?
      def_delegator :@tags, :include?, :tagged?

      def initialize(rows)
        @hosts = rows.map { |r| Host.new(r['name'], r['prio'].to_i) }.sort
        @tags = Set.new(rows.flat_map { |r| r['tags'].to_s.split('|') })
      end

      def each(&block)
        @hosts.each(&block)
      end

      def tags
        @tags.to_a.sort
      end
    end
  end
end
